/**
 * Shop category taxonomy.
 *
 * Modelled on the kinds of shop found in Indian towns, using OpenStreetMap
 * `shop=*` tag values as the base vocabulary (see docs/data-sources.md).
 *
 * STABILITY: every `id` below is stored in the database. Never rename or
 * reuse an id once it has shipped; add new ids instead, and change only
 * `label`, `osm` or `nameWords` when wording needs to improve.
 *
 * `osm` values: a plain string `x` means the OSM tag `shop=x`; a value
 * written `amenity=x` means the OSM tag `amenity=x`. Each value appears in
 * at most one sub-category. Deliberately not mapped: shop=e-cigarette
 * (sale banned in India since 2019), shop=weapons, shop=erotic,
 * shop=cannabis, shop=vacant, and winter/sea-sport values with no local
 * market (ski, snowmobile, surf).
 */

export interface TaxonomySubCategory {
  id: string;
  label: string;
  osm: readonly string[];
  nameWords: readonly string[];
}

export interface TaxonomyCategory {
  id: string;
  label: string;
  subCategories: readonly TaxonomySubCategory[];
}

export const TAXONOMY: readonly TaxonomyCategory[] = [
  {
    id: 'food-and-grocery',
    label: 'Food & Grocery',
    subCategories: [
      { id: 'grocery-store', label: 'Kirana & Grocery', osm: ['convenience', 'general', 'country_store', 'food'], nameWords: ['Kirana Store', 'General Store', 'Provision Stores', 'Supermarket', 'Traders', 'Mart'] },
      { id: 'supermarket', label: 'Supermarket', osm: ['supermarket'], nameWords: ['Supermarket', 'Hypermarket', 'Mega Mart', 'Super Bazaar', 'Fresh Mart'] },
      { id: 'fruits-and-vegetables', label: 'Fruits & Vegetables', osm: ['greengrocer'], nameWords: ['Fruits & Vegetables', 'Sabzi Mandi', 'Fresh Fruits', 'Green Grocers', 'Fruit Centre'] },
      { id: 'dairy-and-milk', label: 'Dairy & Milk Booth', osm: ['dairy', 'cheese'], nameWords: ['Dairy', 'Milk Centre', 'Doodh Dairy', 'Milk Parlour', 'Dairy Farm Products'] },
      { id: 'meat-and-chicken', label: 'Meat & Chicken Shop', osm: ['butcher'], nameWords: ['Chicken Centre', 'Mutton Shop', 'Meat Shop', 'Fresh Chicken', 'Halal Meat'] },
      { id: 'fish-and-seafood', label: 'Fish & Seafood', osm: ['seafood'], nameWords: ['Fish Market', 'Fresh Fish', 'Seafoods', 'Fish Stall', 'Machhi Bazar'] },
      { id: 'spices-and-dry-fruits', label: 'Spices & Dry Fruits', osm: ['spices', 'nuts'], nameWords: ['Dry Fruits', 'Masala Bhandar', 'Spices', 'Mewa Store', 'Dry Fruits & Spices'] },
      { id: 'organic-and-health-food', label: 'Organic & Health Food', osm: ['health_food'], nameWords: ['Organic Store', 'Natural Foods', 'Organics', 'Health Foods', 'Millet Store'] },
      { id: 'frozen-food', label: 'Frozen Food', osm: ['frozen_food'], nameWords: ['Frozen Foods', 'Cold Store', 'Frozen Mart', 'Ready Foods'] },
      { id: 'tea-and-coffee', label: 'Tea & Coffee', osm: ['tea', 'coffee'], nameWords: ['Tea Depot', 'Tea House', 'Coffee Works', 'Chai Patti Store', 'Coffee Traders'] },
      { id: 'drinking-water', label: 'Drinking Water Supply', osm: ['water'], nameWords: ['Aqua', 'Water Supply', 'Mineral Water', 'RO Water', 'Drinking Water'] },
      { id: 'cold-drinks-and-beverages', label: 'Cold Drinks & Beverages', osm: ['beverages'], nameWords: ['Cold Drinks', 'Beverages', 'Soda Centre', 'Juice Corner', 'Agencies'] },
      { id: 'wine-and-liquor', label: 'Wine & Liquor Shop', osm: ['alcohol', 'wine', 'brewing_supplies'], nameWords: ['Wine Shop', 'Wines', 'Liquor Store', 'Beer Shop', 'Wine Mart'] },
      { id: 'deli-and-gourmet', label: 'Deli & Gourmet Foods', osm: ['deli', 'pasta'], nameWords: ['Deli', 'Gourmet', 'Foods', 'Fine Foods', 'Delicatessen'] },
      { id: 'flour-mill', label: 'Atta Chakki & Flour Mill', osm: [], nameWords: ['Atta Chakki', 'Flour Mill', 'Chakki', 'Masala Mill', 'Oil Mill'] },
      { id: 'paan-and-tobacco', label: 'Paan Shop & Kiosk', osm: ['tobacco', 'kiosk'], nameWords: ['Paan Bhandar', 'Paan Shop', 'Paan Corner', 'Kiosk', 'Gumti'] },
    ],
  },
  {
    id: 'sweets-and-bakery',
    label: 'Sweets & Bakery',
    subCategories: [
      { id: 'sweet-shop', label: 'Sweets & Mithai', osm: ['confectionery'], nameWords: ['Sweets', 'Mithai Bhandar', 'Sweet House', 'Halwai', 'Misthan Bhandar', 'Sweet Mart'] },
      { id: 'bakery', label: 'Bakery', osm: ['bakery'], nameWords: ['Bakery', 'Bakers', 'Iyengar Bakery', 'Bake House', 'Bakers & Confectioners'] },
      { id: 'cake-shop', label: 'Cakes & Pastry', osm: ['pastry'], nameWords: ['Cake Shop', 'Cakes', 'Cake House', 'Patisserie', 'Cake Point'] },
      { id: 'chocolate-shop', label: 'Chocolates', osm: ['chocolate'], nameWords: ['Chocolates', 'Chocolate Room', 'Choco House', 'Chocolatier'] },
      { id: 'ice-cream-parlour', label: 'Ice Cream Parlour', osm: ['ice_cream', 'amenity=ice_cream'], nameWords: ['Ice Cream Parlour', 'Kulfi House', 'Ice Creams', 'Softy Corner', 'Gelato'] },
      { id: 'namkeen-and-snacks', label: 'Namkeen & Snacks', osm: [], nameWords: ['Namkeen', 'Farsan', 'Snacks Centre', 'Chips & Namkeen', 'Bhujia Bhandar'] },
    ],
  },
  {
    id: 'restaurants-and-eateries',
    label: 'Restaurants & Eateries',
    subCategories: [
      { id: 'restaurant', label: 'Restaurant', osm: ['amenity=restaurant'], nameWords: ['Restaurant', 'Bhojanalaya', 'Dhaba', 'Family Restaurant', 'Udupi Hotel', 'Biryani House'] },
      { id: 'fast-food-and-street-food', label: 'Fast Food & Street Food', osm: ['amenity=fast_food', 'amenity=food_court'], nameWords: ['Fast Food', 'Chaat Bhandar', 'Snacks Corner', 'Food Junction', 'Rolls Centre'] },
      { id: 'cafe-and-tea-stall', label: 'Cafe & Tea Stall', osm: ['amenity=cafe'], nameWords: ['Cafe', 'Chai Stall', 'Tea Stall', 'Coffee House', 'Tapri'] },
      { id: 'bar-and-pub', label: 'Bar & Pub', osm: ['amenity=bar', 'amenity=pub'], nameWords: ['Bar', 'Bar & Restaurant', 'Pub', 'Lounge', 'Brewery'] },
    ],
  },
  {
    id: 'clothing-and-fashion',
    label: 'Clothing & Fashion',
    subCategories: [
      { id: 'clothing-store', label: 'Clothing Store', osm: ['clothes', 'fashion'], nameWords: ['Garments', 'Readymades', 'Cloth Store', 'Fashions', 'Collections', 'Dresses'] },
      { id: 'saree-and-ethnic-wear', label: 'Saree & Ethnic Wear', osm: [], nameWords: ['Saree Centre', 'Silks', 'Saree Emporium', 'Ethnic Wear', 'Handlooms', 'Kurti House'] },
      { id: 'boutique', label: 'Boutique', osm: ['boutique'], nameWords: ['Boutique', 'Designer Studio', 'Couture', 'Creations', 'Designs'] },
      { id: 'fabric-and-textiles', label: 'Fabrics & Textiles', osm: ['fabric', 'wool', 'sewing'], nameWords: ['Cloth Emporium', 'Textiles', 'Suitings & Shirtings', 'Cloth Merchants', 'Fabrics'] },
      { id: 'tailoring', label: 'Tailoring', osm: ['tailor'], nameWords: ['Tailors', 'Ladies Tailor', 'Stitching Centre', 'Gents Tailors', 'Tailoring House'] },
      { id: 'footwear', label: 'Footwear', osm: ['shoes'], nameWords: ['Footwear', 'Shoe Mart', 'Chappal Store', 'Shoe House', 'Boot House'] },
      { id: 'bags-and-luggage', label: 'Bags & Luggage', osm: ['bag', 'leather'], nameWords: ['Bag House', 'Luggage Centre', 'Bags', 'Leather Goods', 'Travel Goods'] },
      { id: 'kids-and-baby-store', label: 'Kids & Baby Store', osm: ['baby_goods'], nameWords: ['Kids World', 'Baby Shop', 'Kids Zone', 'Little Stars', 'Baby Care'] },
      { id: 'fashion-accessories', label: 'Fashion Accessories', osm: ['fashion_accessories'], nameWords: ['Accessories', 'Bangle Store', 'Fancy Store', 'Cosmetics & Fancy', 'Choodi Centre'] },
      { id: 'watches-and-clocks', label: 'Watches & Clocks', osm: ['watches', 'clocks'], nameWords: ['Watch Co.', 'Watch House', 'Time Centre', 'Watches', 'Watch Repairing'] },
      { id: 'shoe-repair', label: 'Cobbler & Shoe Repair', osm: ['shoe_repair'], nameWords: ['Shoe Repair', 'Cobbler', 'Mochi', 'Shoe Care', 'Shoe Clinic'] },
    ],
  },
  {
    id: 'jewellery',
    label: 'Jewellery',
    subCategories: [
      { id: 'jewellery-store', label: 'Jewellery', osm: ['jewelry'], nameWords: ['Jewellers', 'Jewellery', 'Gold Palace', 'Sons Jewellers', 'Swarna Mahal', 'Ornaments'] },
      { id: 'imitation-jewellery', label: 'Imitation & Fashion Jewellery', osm: [], nameWords: ['Imitation Jewellery', 'Fashion Jewellery', 'Artificial Jewellery', 'Bangles & Jewellery'] },
      { id: 'gold-loan-and-pawnbroker', label: 'Gold Loan & Pawnbroker', osm: ['pawnbroker', 'money_lender'], nameWords: ['Finance', 'Gold Loan', 'Bankers', 'Pawn Brokers', 'Fincorp'] },
    ],
  },
  {
    id: 'medical-and-health',
    label: 'Medical & Health',
    subCategories: [
      { id: 'pharmacy', label: 'Medical & Pharmacy', osm: ['chemist', 'amenity=pharmacy'], nameWords: ['Medical Store', 'Medicals', 'Pharmacy', 'Chemists & Druggists', 'Medical Hall', 'Drug House'] },
      { id: 'ayurvedic-and-herbal', label: 'Ayurvedic & Herbal', osm: ['herbalist'], nameWords: ['Ayurvedic Store', 'Ayurveda', 'Herbals', 'Aushadhalaya', 'Unani Dawakhana'] },
      { id: 'opticals', label: 'Opticals', osm: ['optician'], nameWords: ['Opticals', 'Opticians', 'Eye Care', 'Spectacle House', 'Optics'] },
      { id: 'surgical-and-medical-equipment', label: 'Surgical & Medical Equipment', osm: ['medical_supply'], nameWords: ['Surgicals', 'Surgical House', 'Medical Equipments', 'Healthcare', 'Surgical Agencies'] },
      { id: 'hearing-aids', label: 'Hearing Aids', osm: ['hearing_aids'], nameWords: ['Hearing Aid Centre', 'Hearing Care', 'Speech & Hearing', 'Hearing Solutions'] },
      { id: 'fitness-supplements', label: 'Fitness Supplements', osm: ['nutrition_supplements'], nameWords: ['Nutrition', 'Supplements', 'Health Store', 'Protein Store', 'Wellness'] },
      { id: 'clinic', label: 'Clinic', osm: ['amenity=clinic', 'amenity=doctors'], nameWords: ['Clinic', 'Polyclinic', 'Health Centre', 'Nursing Home', 'Medical Centre'] },
      { id: 'dental-clinic', label: 'Dental Clinic', osm: ['amenity=dentist'], nameWords: ['Dental Clinic', 'Dental Care', 'Dental Hospital', 'Smile Dental', 'Tooth Clinic'] },
      { id: 'diagnostic-lab', label: 'Diagnostic Lab', osm: [], nameWords: ['Diagnostics', 'Pathology Lab', 'Path Lab', 'Diagnostic Centre', 'Scan Centre'] },
    ],
  },
  {
    id: 'beauty-and-personal-care',
    label: 'Beauty & Personal Care',
    subCategories: [
      { id: 'beauty-parlour', label: 'Beauty Parlour', osm: ['beauty'], nameWords: ['Beauty Parlour', 'Herbal Beauty Parlour', 'Ladies Beauty Parlour', 'Bridal Studio', 'Makeover'] },
      { id: 'salon', label: 'Salon', osm: ['hairdresser'], nameWords: ['Hair Salon', "Men's Parlour", 'Hair Cutting Saloon', 'Unisex Salon', 'Hair Studio'] },
      { id: 'cosmetics', label: 'Cosmetics', osm: ['cosmetics', 'hairdresser_supply'], nameWords: ['Cosmetics', 'Beauty Store', 'Cosmetics Centre', 'Beauty Mart', 'Fancy & Cosmetics'] },
      { id: 'perfumes-and-attar', label: 'Perfumes & Attar', osm: ['perfumery'], nameWords: ['Perfumers', 'Attar House', 'Perfumes', 'Itr Bhandar', 'Fragrances'] },
      { id: 'spa-and-massage', label: 'Spa & Massage', osm: ['massage'], nameWords: ['Spa', 'Wellness Centre', 'Ayurvedic Massage', 'Body Spa', 'Panchakarma Centre'] },
      { id: 'tattoo-studio', label: 'Tattoo Studio', osm: ['tattoo'], nameWords: ['Tattoo Studio', 'Ink', 'Tattoos', 'Body Art', 'Mehendi & Tattoo'] },
    ],
  },
  {
    id: 'electronics-and-mobiles',
    label: 'Electronics & Mobiles',
    subCategories: [
      { id: 'mobile-phones', label: 'Mobile Phones & Accessories', osm: ['mobile_phone', 'telecommunication'], nameWords: ['Mobiles', 'Mobile Point', 'Mobile Gallery', 'Telecom', 'Mobile Shoppe', 'Communications'] },
      { id: 'electronics-store', label: 'Electronics', osm: ['electronics', 'hifi'], nameWords: ['Electronics', 'Digital World', 'TV Centre', 'Electronic Mart', 'Radios'] },
      { id: 'computers-and-laptops', label: 'Computers & Laptops', osm: ['computer', 'printer_ink'], nameWords: ['Computers', 'Infotech', 'Computer World', 'Systems', 'Laptop Zone'] },
      { id: 'home-appliances', label: 'Home Appliances', osm: ['appliance', 'vacuum_cleaner'], nameWords: ['Home Appliances', 'Appliances', 'Refrigeration', 'Electronics & Appliances', 'Cooling Centre'] },
      { id: 'electronic-components', label: 'Electronic Components & Spares', osm: ['radiotechnics'], nameWords: ['Electronic Components', 'Spares', 'Radio Service', 'Electronics Spares'] },
      { id: 'cameras', label: 'Cameras', osm: ['camera'], nameWords: ['Camera House', 'Cameras', 'Photo Goods', 'Digital Cameras'] },
      { id: 'video-games', label: 'Video Games & Consoles', osm: ['video_games'], nameWords: ['Game Zone', 'Gaming Store', 'Games', 'Console World'] },
      { id: 'cctv-and-security', label: 'CCTV & Security Systems', osm: ['security'], nameWords: ['Security Systems', 'CCTV Solutions', 'Surveillance', 'Securities', 'Vision'] },
    ],
  },
  {
    id: 'home-and-furniture',
    label: 'Home & Furniture',
    subCategories: [
      { id: 'furniture', label: 'Furniture', osm: ['furniture', 'garden_furniture'], nameWords: ['Furniture', 'Furniture House', 'Furnitures', 'Steel Furniture', 'Wood Works', 'Furniture Mall'] },
      { id: 'mattress-and-bedding', label: 'Mattress & Bedding', osm: ['bed', 'household_linen'], nameWords: ['Mattress House', 'Gadda Bhandar', 'Sleep Centre', 'Foam House', 'Bedding'] },
      { id: 'curtains-and-furnishing', label: 'Curtains & Home Furnishing', osm: ['curtain', 'window_blind', 'interior_decoration'], nameWords: ['Furnishings', 'Curtain House', 'Interiors', 'Decor', 'Home Furnishing'] },
      { id: 'carpets-and-flooring', label: 'Carpets & Flooring', osm: ['carpet', 'flooring'], nameWords: ['Carpets', 'Carpet House', 'Flooring', 'Durries & Carpets', 'Rugs'] },
      { id: 'kitchenware-and-utensils', label: 'Kitchenware & Utensils', osm: ['houseware'], nameWords: ['Bartan Bhandar', 'Steel Centre', 'Utensils', 'Crockery House', 'Home Needs', 'Kitchen World'] },
      { id: 'modular-kitchen', label: 'Modular Kitchens', osm: ['kitchen'], nameWords: ['Modular Kitchens', 'Kitchen Studio', 'Kitchens', 'Kitchen Gallery'] },
      { id: 'lights-and-lamps', label: 'Lights & Lamps', osm: ['lighting'], nameWords: ['Lights', 'Lighting', 'Lamp House', 'Light House', 'Lights & Decor'] },
      { id: 'antiques-and-handicrafts', label: 'Antiques & Handicrafts', osm: ['antiques'], nameWords: ['Handicrafts', 'Emporium', 'Art Gallery', 'Antiques', 'Crafts'] },
      { id: 'home-decor', label: 'Home Decor', osm: ['candles', 'pottery'], nameWords: ['Home Decor', 'Decor', 'Gift & Decor', 'Pottery', 'Candle House'] },
    ],
  },
  {
    id: 'hardware-and-building',
    label: 'Hardware & Building Materials',
    subCategories: [
      { id: 'hardware-and-sanitary', label: 'Hardware & Sanitary', osm: ['hardware', 'doityourself', 'bathroom_furnishing'], nameWords: ['Hardware', 'Hardware & Sanitary', 'Sanitary Stores', 'Hardware Mart', 'Pipes & Fittings', 'Iron Stores'] },
      { id: 'paints', label: 'Paints', osm: ['paint'], nameWords: ['Paints', 'Paint House', 'Colour World', 'Paint Centre', 'Colours'] },
      { id: 'electricals', label: 'Electricals', osm: ['electrical'], nameWords: ['Electricals', 'Electric Stores', 'Electric House', 'Electric Works', 'Switchgear'] },
      { id: 'building-materials', label: 'Building Materials', osm: ['trade'], nameWords: ['Cement Agency', 'Building Materials', 'Steel Traders', 'Cement Depot', 'Construction Supplies'] },
      { id: 'tiles-and-marble', label: 'Tiles & Marble', osm: ['tiles'], nameWords: ['Tiles', 'Marbles', 'Tiles Gallery', 'Granites', 'Ceramics'] },
      { id: 'plywood-glass-and-doors', label: 'Plywood, Glass & Doors', osm: ['doors', 'glaziery'], nameWords: ['Plywood', 'Glass House', 'Ply & Laminates', 'Timber Depot', 'Glass & Plywood'] },
      { id: 'tools-and-machinery', label: 'Tools & Machinery', osm: [], nameWords: ['Machinery Stores', 'Tools', 'Engineering Works', 'Machine Tools', 'Power Tools'] },
      { id: 'locksmith', label: 'Locksmith & Key Maker', osm: ['locksmith'], nameWords: ['Key Maker', 'Lock House', 'Locks & Keys', 'Duplicate Keys'] },
      { id: 'gas-agency', label: 'Gas Agency (LPG)', osm: ['gas'], nameWords: ['Gas Agency', 'Gas Service', 'Gas Distributors', 'LPG Agency', 'Gas Gramin Vitrak'] },
      { id: 'solar-and-inverters', label: 'Solar & Inverters', osm: ['energy'], nameWords: ['Solar Solutions', 'Power Systems', 'Batteries & Inverters', 'Solar Energy', 'Power Point'] },
    ],
  },
  {
    id: 'automobile',
    label: 'Automobile',
    subCategories: [
      { id: 'car-showroom', label: 'Car Showroom', osm: ['car'], nameWords: ['Motors', 'Cars', 'Automobiles', 'Car World', 'Autos'] },
      { id: 'two-wheeler-showroom', label: 'Two-Wheeler Showroom', osm: ['motorcycle'], nameWords: ['Motors', 'Honda Showroom', 'Two Wheelers', 'Auto Agencies', 'Bikes'] },
      { id: 'car-repair', label: 'Car Repair & Garage', osm: ['car_repair'], nameWords: ['Motor Garage', 'Auto Works', 'Car Care', 'Service Station', 'Automobile Works'] },
      { id: 'two-wheeler-repair', label: 'Bike Repair & Service', osm: ['motorcycle_repair'], nameWords: ['Auto Garage', 'Bike Point', 'Two Wheeler Works', 'Motor Cycle Garage', 'Bike Care'] },
      { id: 'auto-parts', label: 'Auto Parts & Accessories', osm: ['car_parts'], nameWords: ['Auto Parts', 'Motor Stores', 'Spares', 'Auto Spares', 'Automobiles'] },
      { id: 'tyres', label: 'Tyres & Wheel Alignment', osm: ['tyres'], nameWords: ['Tyres', 'Tyre House', 'Wheel Alignment', 'Tyre Centre', 'Tyres & Tubes'] },
      { id: 'bicycles', label: 'Bicycle Store', osm: ['bicycle'], nameWords: ['Cycle Store', 'Cycles', 'Cycle Mart', 'Cycle Works', 'Bicycle House'] },
      { id: 'petrol-pump', label: 'Petrol Pump', osm: ['amenity=fuel', 'fuel'], nameWords: ['Filling Station', 'Petrol Pump', 'Service Station', 'Fuels', 'Kisan Seva Kendra'] },
      { id: 'car-wash', label: 'Car Wash', osm: ['amenity=car_wash'], nameWords: ['Car Wash', 'Car Spa', 'Auto Wash', 'Water Wash Centre'] },
      { id: 'commercial-vehicles', label: 'Commercial Vehicles & Tractors', osm: ['truck', 'trailer'], nameWords: ['Tractors', 'Motors', 'Truck Body Builders', 'Commercial Vehicles', 'Agro Motors'] },
    ],
  },
  {
    id: 'books-stationery-and-gifts',
    label: 'Books, Stationery & Gifts',
    subCategories: [
      { id: 'stationery', label: 'Stationery', osm: ['stationery'], nameWords: ['Stationery', 'Stationers', 'Stationery Mart', 'Book & Stationery', 'Pen House'] },
      { id: 'books', label: 'Books', osm: ['books'], nameWords: ['Book Depot', 'Book House', 'Pustak Bhandar', 'Book Stall', 'Publishers & Booksellers'] },
      { id: 'newspapers-and-magazines', label: 'Newspapers & Magazines', osm: ['newsagent'], nameWords: ['News Agency', 'Newspaper Agency', 'Magazine Centre', 'News Stall'] },
      { id: 'gifts-and-novelties', label: 'Gifts & Novelties', osm: ['gift', 'party'], nameWords: ['Gift Centre', 'Gift House', 'Gift Gallery', 'Novelties', 'Gifts & Toys'] },
      { id: 'toys-and-games', label: 'Toys & Games', osm: ['toys', 'games'], nameWords: ['Toy World', 'Toys', 'Toy Shop', 'Khilona Ghar', 'Fun Zone'] },
      { id: 'lottery', label: 'Lottery', osm: ['lottery'], nameWords: ['Lottery Agency', 'Lottery Centre', 'Lucky Centre', 'Lotteries'] },
      { id: 'pooja-samagri', label: 'Pooja Samagri & Religious Items', osm: ['religion'], nameWords: ['Pooja Stores', 'Pooja Samagri', 'Bhandar', 'Religious Stores', 'Agarbatti Centre'] },
      { id: 'trophies-and-mementos', label: 'Trophies & Mementos', osm: ['trophy'], nameWords: ['Trophies', 'Mementos', 'Trophy House', 'Awards'] },
    ],
  },
  {
    id: 'sports-music-and-hobbies',
    label: 'Sports, Music & Hobbies',
    subCategories: [
      { id: 'sports-goods', label: 'Sports Goods', osm: ['sports', 'outdoor', 'fishing', 'golf'], nameWords: ['Sports', 'Sports House', 'Sports Corner', 'Sports Emporium', 'Fitness World'] },
      { id: 'musical-instruments', label: 'Musical Instruments', osm: ['musical_instrument'], nameWords: ['Music House', 'Musicals', 'Harmonium Works', 'Music Centre', 'Musical Instruments'] },
      { id: 'music-and-movies', label: 'Music & Movies', osm: ['music', 'video'], nameWords: ['Music Centre', 'Audio & Video', 'Video Library', 'Music World'] },
      { id: 'art-and-craft-supplies', label: 'Art & Craft Supplies', osm: ['art', 'craft'], nameWords: ['Art Centre', 'Art & Craft', 'Art Gallery', 'Craft Store', 'Art Supplies'] },
      { id: 'photo-framing', label: 'Photo Frames & Framing', osm: ['frame'], nameWords: ['Frame House', 'Photo Frames', 'Frame Works', 'Art & Frames'] },
      { id: 'collectibles-and-models', label: 'Collectibles & Models', osm: ['collector', 'model'], nameWords: ['Collectibles', 'Hobby Centre', 'Models', 'Hobby Shop'] },
      { id: 'firecrackers', label: 'Firecrackers', osm: ['pyrotechnics'], nameWords: ['Fireworks', 'Crackers', 'Pataka Bhandar', 'Crackers Store', 'Fire Works'] },
    ],
  },
  {
    id: 'pets',
    label: 'Pets',
    subCategories: [
      { id: 'pet-shop', label: 'Pet Shop', osm: ['pet'], nameWords: ['Pet Shop', 'Pet Store', 'Pet Zone', 'Pets Corner', 'Pet Care'] },
      { id: 'pet-grooming', label: 'Pet Grooming', osm: ['pet_grooming'], nameWords: ['Pet Grooming', 'Pet Spa', 'Pet Salon', 'Grooming Studio'] },
      { id: 'veterinary-clinic', label: 'Veterinary Clinic', osm: ['amenity=veterinary'], nameWords: ['Veterinary Clinic', 'Pet Clinic', 'Animal Hospital', 'Vet Care'] },
      { id: 'aquarium', label: 'Aquarium & Fish', osm: [], nameWords: ['Aquarium', 'Aqua World', 'Fish Aquarium', 'Aquatics'] },
    ],
  },
  {
    id: 'agriculture-and-garden',
    label: 'Agriculture & Garden',
    subCategories: [
      { id: 'florist', label: 'Florist', osm: ['florist'], nameWords: ['Flower Shop', 'Florists', 'Phool Bhandar', 'Flower Decorators', 'Flower Mart'] },
      { id: 'plant-nursery', label: 'Plant Nursery', osm: ['garden_centre'], nameWords: ['Nursery', 'Garden Centre', 'Plant Nursery', 'Green House', 'Nursery Garden'] },
      { id: 'seeds-and-fertilisers', label: 'Seeds, Fertilisers & Pesticides', osm: ['agrarian'], nameWords: ['Krishi Kendra', 'Seeds & Fertilisers', 'Agro Agencies', 'Beej Bhandar', 'Khad Bhandar', 'Agri Clinic'] },
      { id: 'farm-produce', label: 'Farm Fresh Produce', osm: ['farm'], nameWords: ['Farms', 'Farm Fresh', 'Kisan Bazar', 'Farm Products', 'Organic Farms'] },
    ],
  },
  {
    id: 'services',
    label: 'Services',
    subCategories: [
      { id: 'laundry-and-dry-cleaning', label: 'Laundry & Dry Cleaning', osm: ['laundry', 'dry_cleaning'], nameWords: ['Dry Cleaners', 'Laundry', 'Press Wala', 'Washing Centre', 'Dhobi Ghat'] },
      { id: 'xerox-and-printing', label: 'Xerox & Printing', osm: ['copyshop'], nameWords: ['Xerox', 'Printers', 'Xerox & Printing', 'Offset Printers', 'Flex Printing'] },
      { id: 'photo-studio', label: 'Photo Studio', osm: ['photo'], nameWords: ['Photo Studio', 'Studio', 'Digital Studio', 'Photography', 'Colour Lab'] },
      { id: 'travel-agency', label: 'Tours & Travels', osm: ['travel_agency', 'ticket'], nameWords: ['Tours & Travels', 'Travels', 'Holidays', 'Travel Agency', 'Yatra Services'] },
      { id: 'courier', label: 'Courier Services', osm: [], nameWords: ['Courier', 'Couriers', 'Express', 'Logistics', 'Parcel Service'] },
      { id: 'cyber-cafe', label: 'Cyber Cafe & Online Services', osm: ['amenity=internet_cafe'], nameWords: ['Cyber Cafe', 'Online Centre', 'Common Service Centre', 'Net Cafe', 'E-Seva'] },
      { id: 'rentals', label: 'Rentals', osm: ['rental', 'tool_hire', 'storage_rental'], nameWords: ['Rentals', 'On Rent', 'Hire Centre', 'Rent Services'] },
      { id: 'tent-house-and-events', label: 'Tent House & Events', osm: [], nameWords: ['Tent House', 'Decorators', 'Events', 'Light & Sound', 'Caterers'] },
      { id: 'funeral-services', label: 'Funeral Services', osm: ['funeral_directors'], nameWords: ['Funeral Services', 'Antim Sanskar Seva', 'Funeral Home', 'Hearse Service'] },
      { id: 'pest-control', label: 'Pest Control', osm: ['pest_control'], nameWords: ['Pest Control', 'Pest Solutions', 'Termite Control', 'Hygiene Services'] },
    ],
  },
  {
    id: 'department-stores-and-malls',
    label: 'Department Stores & Malls',
    subCategories: [
      { id: 'department-store', label: 'Department Store', osm: ['department_store'], nameWords: ['Department Store', 'Bazaar', 'Emporium', 'Mega Store', 'Shopping Centre'] },
      { id: 'shopping-mall', label: 'Shopping Mall', osm: ['mall'], nameWords: ['Mall', 'Plaza', 'Shopping Complex', 'Arcade', 'City Centre'] },
      { id: 'variety-store', label: 'Variety & Discount Store', osm: ['variety_store'], nameWords: ['Variety Store', 'Fancy Store', '99 Store', 'Discount Store', 'Bazaar'] },
      { id: 'second-hand', label: 'Second-Hand Goods', osm: ['second_hand', 'charity'], nameWords: ['Second Hand Goods', 'Old Furniture', 'Kabadi', 'Resale Store', 'Exchange'] },
      { id: 'wholesale', label: 'Wholesale Traders', osm: ['wholesale'], nameWords: ['Wholesale', 'Traders', 'Distributors', 'Agencies', 'Enterprises', 'Trading Co.'] },
    ],
  },
];

const OSM_INDEX: ReadonlyMap<string, TaxonomySubCategory> = (() => {
  const index = new Map<string, TaxonomySubCategory>();
  for (const category of TAXONOMY) {
    for (const sub of category.subCategories) {
      for (const value of sub.osm) index.set(value, sub);
    }
  }
  return index;
})();

function firstValue(raw: string | undefined): string | undefined {
  // OSM allows several values separated by ';' (e.g. "clothes;shoes"): use the first.
  const value = raw?.split(';')[0]?.trim().toLowerCase();
  return value ? value : undefined;
}

/**
 * Map an OSM feature's tags onto a sub-category: `shop` is checked first,
 * then `amenity`. Returns undefined when neither value is mapped.
 */
export function subCategoryForOsm(tags: Record<string, string>): TaxonomySubCategory | undefined {
  const shop = firstValue(tags.shop);
  if (shop) {
    const hit = OSM_INDEX.get(shop);
    if (hit) return hit;
  }
  const amenity = firstValue(tags.amenity);
  if (amenity) return OSM_INDEX.get(`amenity=${amenity}`);
  return undefined;
}
