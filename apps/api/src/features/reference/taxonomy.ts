/**
 * Shop category taxonomy.
 *
 * Modelled on the kinds of shop found in Indian towns, using OpenStreetMap
 * `shop=*` tag values as the base vocabulary (see docs/data-sources.md).
 *
 * STABILITY: every `id` below is stored in the database. Never rename or
 * reuse an id once it has shipped; add new ids instead, and change only
 * the label (in the shared locales, `locales/<code>/taxonomy.ts`), `osm` or
 * `nameWords` when wording needs to improve.
 *
 * `osm` values: a plain string `x` means the OSM tag `shop=x`; a value
 * written `amenity=x` means the OSM tag `amenity=x`. Each value appears in
 * at most one sub-category. The import's one tag table (`jobs/import/osm-kinds.ts`) reads
 * them and adds `craft=*`, `healthcare=*` and `cuisine`. Deliberately not mapped: shop=e-cigarette
 * (sale banned in India since 2019), shop=weapons, shop=erotic,
 * shop=cannabis, shop=vacant, and winter/sea-sport values with no local
 * market (ski, snowmobile, surf).
 */

import { CATEGORY_LABELS, SUB_CATEGORY_LABELS } from '@local-shops/shared/locales/en/taxonomy';

export interface TaxonomySubCategory {
  id: string;
  /** The English name, stored and answered by the API, from the shared locale. */
  label: string;
  osm: readonly string[];
  nameWords: readonly string[];
}

export interface TaxonomyCategory {
  id: string;
  label: string;
  subCategories: readonly TaxonomySubCategory[];
}

// Written without labels; an id with no label in the shared locale does not compile.
interface UnlabelledSubCategory extends Omit<TaxonomySubCategory, 'id' | 'label'> {
  id: keyof typeof SUB_CATEGORY_LABELS;
}

interface UnlabelledCategory {
  id: keyof typeof CATEGORY_LABELS;
  subCategories: readonly UnlabelledSubCategory[];
}

const CATEGORIES: readonly UnlabelledCategory[] = [
  {
    id: 'food-and-grocery',
    subCategories: [
      {
        id: 'grocery-store',
        osm: ['convenience', 'general', 'country_store', 'food'],
        nameWords: ['Kirana Store', 'General Store', 'Provision Stores', 'Supermarket', 'Traders', 'Mart'],
      },
      {
        id: 'supermarket',
        osm: ['supermarket'],
        nameWords: ['Supermarket', 'Hypermarket', 'Mega Mart', 'Super Bazaar', 'Fresh Mart'],
      },
      {
        id: 'fruits-and-vegetables',
        osm: ['greengrocer'],
        nameWords: ['Fruits & Vegetables', 'Sabzi Mandi', 'Fresh Fruits', 'Green Grocers', 'Fruit Centre'],
      },
      {
        id: 'dairy-and-milk',
        osm: ['dairy', 'cheese'],
        nameWords: ['Dairy', 'Milk Centre', 'Doodh Dairy', 'Milk Parlour', 'Dairy Farm Products'],
      },
      {
        id: 'meat-and-chicken',
        osm: ['butcher'],
        nameWords: ['Chicken Centre', 'Mutton Shop', 'Meat Shop', 'Fresh Chicken', 'Halal Meat'],
      },
      {
        id: 'fish-and-seafood',
        osm: ['seafood'],
        nameWords: ['Fish Market', 'Fresh Fish', 'Seafoods', 'Fish Stall', 'Machhi Bazar'],
      },
      {
        id: 'spices-and-dry-fruits',
        osm: ['spices', 'nuts'],
        nameWords: ['Dry Fruits', 'Masala Bhandar', 'Spices', 'Mewa Store', 'Dry Fruits & Spices'],
      },
      {
        id: 'organic-and-health-food',
        osm: ['health_food'],
        nameWords: ['Organic Store', 'Natural Foods', 'Organics', 'Health Foods', 'Millet Store'],
      },
      {
        id: 'frozen-food',
        osm: ['frozen_food'],
        nameWords: ['Frozen Foods', 'Cold Store', 'Frozen Mart', 'Ready Foods'],
      },
      {
        id: 'tea-and-coffee',
        osm: ['tea', 'coffee'],
        nameWords: ['Tea Depot', 'Tea House', 'Coffee Works', 'Chai Patti Store', 'Coffee Traders'],
      },
      {
        id: 'drinking-water',
        osm: ['water'],
        nameWords: ['Aqua', 'Water Supply', 'Mineral Water', 'RO Water', 'Drinking Water'],
      },
      {
        id: 'cold-drinks-and-beverages',
        osm: ['beverages'],
        nameWords: ['Cold Drinks', 'Beverages', 'Soda Centre', 'Juice Corner', 'Agencies'],
      },
      {
        id: 'wine-and-liquor',
        osm: ['alcohol', 'wine', 'brewing_supplies'],
        nameWords: ['Wine Shop', 'Wines', 'Liquor Store', 'Beer Shop', 'Wine Mart'],
      },
      {
        id: 'deli-and-gourmet',
        osm: ['deli', 'pasta'],
        nameWords: ['Deli', 'Gourmet', 'Foods', 'Fine Foods', 'Delicatessen'],
      },
      { id: 'flour-mill', osm: [], nameWords: ['Atta Chakki', 'Flour Mill', 'Chakki', 'Masala Mill', 'Oil Mill'] },
      {
        id: 'paan-and-tobacco',
        osm: ['tobacco', 'kiosk'],
        nameWords: ['Paan Bhandar', 'Paan Shop', 'Paan Corner', 'Kiosk', 'Gumti'],
      },
    ],
  },
  {
    id: 'sweets-and-bakery',
    subCategories: [
      {
        id: 'sweet-shop',
        osm: ['confectionery'],
        nameWords: ['Sweets', 'Mithai Bhandar', 'Sweet House', 'Halwai', 'Misthan Bhandar', 'Sweet Mart'],
      },
      {
        id: 'bakery',
        osm: ['bakery'],
        nameWords: ['Bakery', 'Bakers', 'Iyengar Bakery', 'Bake House', 'Bakers & Confectioners'],
      },
      { id: 'cake-shop', osm: ['pastry'], nameWords: ['Cake Shop', 'Cakes', 'Cake House', 'Patisserie', 'Cake Point'] },
      {
        id: 'chocolate-shop',
        osm: ['chocolate'],
        nameWords: ['Chocolates', 'Chocolate Room', 'Choco House', 'Chocolatier'],
      },
      {
        id: 'ice-cream-parlour',
        osm: ['ice_cream', 'amenity=ice_cream'],
        nameWords: ['Ice Cream Parlour', 'Kulfi House', 'Ice Creams', 'Softy Corner', 'Gelato'],
      },
      {
        id: 'namkeen-and-snacks',
        osm: [],
        nameWords: ['Namkeen', 'Farsan', 'Snacks Centre', 'Chips & Namkeen', 'Bhujia Bhandar'],
      },
    ],
  },
  {
    id: 'restaurants-and-eateries',
    subCategories: [
      {
        id: 'restaurant',
        osm: ['amenity=restaurant'],
        nameWords: ['Restaurant', 'Bhojanalaya', 'Dhaba', 'Family Restaurant', 'Udupi Hotel', 'Biryani House'],
      },
      {
        id: 'fast-food-and-street-food',
        osm: ['amenity=fast_food', 'amenity=food_court'],
        nameWords: ['Fast Food', 'Chaat Bhandar', 'Snacks Corner', 'Food Junction', 'Rolls Centre'],
      },
      {
        id: 'cafe-and-tea-stall',
        osm: ['amenity=cafe'],
        nameWords: ['Cafe', 'Chai Stall', 'Tea Stall', 'Coffee House', 'Tapri'],
      },
      {
        id: 'bar-and-pub',
        osm: ['amenity=bar', 'amenity=pub'],
        nameWords: ['Bar', 'Bar & Restaurant', 'Pub', 'Lounge', 'Brewery'],
      },
    ],
  },
  {
    id: 'clothing-and-fashion',
    subCategories: [
      {
        id: 'clothing-store',
        osm: ['clothes', 'fashion'],
        nameWords: ['Garments', 'Readymades', 'Cloth Store', 'Fashions', 'Collections', 'Dresses'],
      },
      {
        id: 'saree-and-ethnic-wear',
        osm: [],
        nameWords: ['Saree Centre', 'Silks', 'Saree Emporium', 'Ethnic Wear', 'Handlooms', 'Kurti House'],
      },
      {
        id: 'boutique',
        osm: ['boutique'],
        nameWords: ['Boutique', 'Designer Studio', 'Couture', 'Creations', 'Designs'],
      },
      {
        id: 'fabric-and-textiles',
        osm: ['fabric', 'wool', 'sewing'],
        nameWords: ['Cloth Emporium', 'Textiles', 'Suitings & Shirtings', 'Cloth Merchants', 'Fabrics'],
      },
      {
        id: 'tailoring',
        osm: ['tailor'],
        nameWords: ['Tailors', 'Ladies Tailor', 'Stitching Centre', 'Gents Tailors', 'Tailoring House'],
      },
      {
        id: 'footwear',
        osm: ['shoes'],
        nameWords: ['Footwear', 'Shoe Mart', 'Chappal Store', 'Shoe House', 'Boot House'],
      },
      {
        id: 'bags-and-luggage',
        osm: ['bag', 'leather'],
        nameWords: ['Bag House', 'Luggage Centre', 'Bags', 'Leather Goods', 'Travel Goods'],
      },
      {
        id: 'kids-and-baby-store',
        osm: ['baby_goods'],
        nameWords: ['Kids World', 'Baby Shop', 'Kids Zone', 'Little Stars', 'Baby Care'],
      },
      {
        id: 'fashion-accessories',
        osm: ['fashion_accessories'],
        nameWords: ['Accessories', 'Bangle Store', 'Fancy Store', 'Cosmetics & Fancy', 'Choodi Centre'],
      },
      {
        id: 'watches-and-clocks',
        osm: ['watches', 'clocks'],
        nameWords: ['Watch Co.', 'Watch House', 'Time Centre', 'Watches', 'Watch Repairing'],
      },
      {
        id: 'shoe-repair',
        osm: ['shoe_repair'],
        nameWords: ['Shoe Repair', 'Cobbler', 'Mochi', 'Shoe Care', 'Shoe Clinic'],
      },
    ],
  },
  {
    id: 'jewellery',
    subCategories: [
      {
        id: 'jewellery-store',
        osm: ['jewelry'],
        nameWords: ['Jewellers', 'Jewellery', 'Gold Palace', 'Sons Jewellers', 'Swarna Mahal', 'Ornaments'],
      },
      {
        id: 'imitation-jewellery',
        osm: [],
        nameWords: ['Imitation Jewellery', 'Fashion Jewellery', 'Artificial Jewellery', 'Bangles & Jewellery'],
      },
      {
        id: 'gold-loan-and-pawnbroker',
        osm: ['pawnbroker', 'money_lender'],
        nameWords: ['Finance', 'Gold Loan', 'Bankers', 'Pawn Brokers', 'Fincorp'],
      },
    ],
  },
  {
    id: 'medical-and-health',
    subCategories: [
      {
        id: 'pharmacy',
        osm: ['chemist', 'amenity=pharmacy'],
        nameWords: ['Medical Store', 'Medicals', 'Pharmacy', 'Chemists & Druggists', 'Medical Hall', 'Drug House'],
      },
      {
        id: 'ayurvedic-and-herbal',
        osm: ['herbalist'],
        nameWords: ['Ayurvedic Store', 'Ayurveda', 'Herbals', 'Aushadhalaya', 'Unani Dawakhana'],
      },
      {
        id: 'opticals',
        osm: ['optician'],
        nameWords: ['Opticals', 'Opticians', 'Eye Care', 'Spectacle House', 'Optics'],
      },
      {
        id: 'surgical-and-medical-equipment',
        osm: ['medical_supply'],
        nameWords: ['Surgicals', 'Surgical House', 'Medical Equipments', 'Healthcare', 'Surgical Agencies'],
      },
      {
        id: 'hearing-aids',
        osm: ['hearing_aids'],
        nameWords: ['Hearing Aid Centre', 'Hearing Care', 'Speech & Hearing', 'Hearing Solutions'],
      },
      {
        id: 'fitness-supplements',
        osm: ['nutrition_supplements'],
        nameWords: ['Nutrition', 'Supplements', 'Health Store', 'Protein Store', 'Wellness'],
      },
      {
        id: 'clinic',
        osm: ['amenity=clinic', 'amenity=doctors'],
        nameWords: ['Clinic', 'Polyclinic', 'Health Centre', 'Nursing Home', 'Medical Centre'],
      },
      {
        id: 'dental-clinic',
        osm: ['amenity=dentist'],
        nameWords: ['Dental Clinic', 'Dental Care', 'Dental Hospital', 'Smile Dental', 'Tooth Clinic'],
      },
      {
        id: 'diagnostic-lab',
        osm: [],
        nameWords: ['Diagnostics', 'Pathology Lab', 'Path Lab', 'Diagnostic Centre', 'Scan Centre'],
      },
    ],
  },
  {
    id: 'beauty-and-personal-care',
    subCategories: [
      {
        id: 'beauty-parlour',
        osm: ['beauty'],
        nameWords: ['Beauty Parlour', 'Herbal Beauty Parlour', 'Ladies Beauty Parlour', 'Bridal Studio', 'Makeover'],
      },
      {
        id: 'salon',
        osm: ['hairdresser'],
        nameWords: ['Hair Salon', "Men's Parlour", 'Hair Cutting Saloon', 'Unisex Salon', 'Hair Studio'],
      },
      {
        id: 'cosmetics',
        osm: ['cosmetics', 'hairdresser_supply'],
        nameWords: ['Cosmetics', 'Beauty Store', 'Cosmetics Centre', 'Beauty Mart', 'Fancy & Cosmetics'],
      },
      {
        id: 'perfumes-and-attar',
        osm: ['perfumery'],
        nameWords: ['Perfumers', 'Attar House', 'Perfumes', 'Itr Bhandar', 'Fragrances'],
      },
      {
        id: 'spa-and-massage',
        osm: ['massage'],
        nameWords: ['Spa', 'Wellness Centre', 'Ayurvedic Massage', 'Body Spa', 'Panchakarma Centre'],
      },
      {
        id: 'tattoo-studio',
        osm: ['tattoo'],
        nameWords: ['Tattoo Studio', 'Ink', 'Tattoos', 'Body Art', 'Mehendi & Tattoo'],
      },
    ],
  },
  {
    id: 'electronics-and-mobiles',
    subCategories: [
      {
        id: 'mobile-phones',
        osm: ['mobile_phone', 'telecommunication'],
        nameWords: ['Mobiles', 'Mobile Point', 'Mobile Gallery', 'Telecom', 'Mobile Shoppe', 'Communications'],
      },
      {
        id: 'electronics-store',
        osm: ['electronics', 'hifi'],
        nameWords: ['Electronics', 'Digital World', 'TV Centre', 'Electronic Mart', 'Radios'],
      },
      {
        id: 'computers-and-laptops',
        osm: ['computer', 'printer_ink'],
        nameWords: ['Computers', 'Infotech', 'Computer World', 'Systems', 'Laptop Zone'],
      },
      {
        id: 'home-appliances',
        osm: ['appliance', 'vacuum_cleaner'],
        nameWords: ['Home Appliances', 'Appliances', 'Refrigeration', 'Electronics & Appliances', 'Cooling Centre'],
      },
      {
        id: 'electronic-components',
        osm: ['radiotechnics'],
        nameWords: ['Electronic Components', 'Spares', 'Radio Service', 'Electronics Spares'],
      },
      {
        id: 'mobile-repair',
        osm: [],
        nameWords: ['Mobile Repairing', 'Mobile Care', 'Mobile Clinic', 'Mobile Service Centre', 'Cell Doctor'],
      },
      {
        id: 'computer-repair',
        osm: [],
        nameWords: ['Computer Services', 'Laptop Care', 'Computer Care', 'Laptop Service Centre', 'IT Solutions'],
      },
      {
        id: 'appliance-repair',
        osm: [],
        nameWords: [
          'Electronics Service Centre',
          'AC Service',
          'Refrigeration Works',
          'TV Repairing',
          'Cooling Services',
        ],
      },
      { id: 'cameras', osm: ['camera'], nameWords: ['Camera House', 'Cameras', 'Photo Goods', 'Digital Cameras'] },
      { id: 'video-games', osm: ['video_games'], nameWords: ['Game Zone', 'Gaming Store', 'Games', 'Console World'] },
      {
        id: 'cctv-and-security',
        osm: ['security'],
        nameWords: ['Security Systems', 'CCTV Solutions', 'Surveillance', 'Securities', 'Vision'],
      },
    ],
  },
  {
    id: 'home-and-furniture',
    subCategories: [
      {
        id: 'furniture',
        osm: ['furniture', 'garden_furniture'],
        nameWords: ['Furniture', 'Furniture House', 'Furnitures', 'Steel Furniture', 'Wood Works', 'Furniture Mall'],
      },
      {
        id: 'mattress-and-bedding',
        osm: ['bed', 'household_linen'],
        nameWords: ['Mattress House', 'Gadda Bhandar', 'Sleep Centre', 'Foam House', 'Bedding'],
      },
      {
        id: 'curtains-and-furnishing',
        osm: ['curtain', 'window_blind', 'interior_decoration'],
        nameWords: ['Furnishings', 'Curtain House', 'Interiors', 'Decor', 'Home Furnishing'],
      },
      {
        id: 'carpets-and-flooring',
        osm: ['carpet', 'flooring'],
        nameWords: ['Carpets', 'Carpet House', 'Flooring', 'Durries & Carpets', 'Rugs'],
      },
      {
        id: 'kitchenware-and-utensils',
        osm: ['houseware'],
        nameWords: ['Bartan Bhandar', 'Steel Centre', 'Utensils', 'Crockery House', 'Home Needs', 'Kitchen World'],
      },
      {
        id: 'modular-kitchen',
        osm: ['kitchen'],
        nameWords: ['Modular Kitchens', 'Kitchen Studio', 'Kitchens', 'Kitchen Gallery'],
      },
      {
        id: 'lights-and-lamps',
        osm: ['lighting'],
        nameWords: ['Lights', 'Lighting', 'Lamp House', 'Light House', 'Lights & Decor'],
      },
      {
        id: 'antiques-and-handicrafts',
        osm: ['antiques'],
        nameWords: ['Handicrafts', 'Emporium', 'Art Gallery', 'Antiques', 'Crafts'],
      },
      {
        id: 'home-decor',
        osm: ['candles', 'pottery'],
        nameWords: ['Home Decor', 'Decor', 'Gift & Decor', 'Pottery', 'Candle House'],
      },
    ],
  },
  {
    id: 'hardware-and-building',
    subCategories: [
      {
        id: 'hardware-and-sanitary',
        osm: ['hardware', 'doityourself', 'bathroom_furnishing'],
        nameWords: [
          'Hardware',
          'Hardware & Sanitary',
          'Sanitary Stores',
          'Hardware Mart',
          'Pipes & Fittings',
          'Iron Stores',
        ],
      },
      { id: 'paints', osm: ['paint'], nameWords: ['Paints', 'Paint House', 'Colour World', 'Paint Centre', 'Colours'] },
      {
        id: 'electricals',
        osm: ['electrical'],
        nameWords: ['Electricals', 'Electric Stores', 'Electric House', 'Electric Works', 'Switchgear'],
      },
      {
        id: 'building-materials',
        osm: ['trade'],
        nameWords: ['Cement Agency', 'Building Materials', 'Steel Traders', 'Cement Depot', 'Construction Supplies'],
      },
      {
        id: 'tiles-and-marble',
        osm: ['tiles'],
        nameWords: ['Tiles', 'Marbles', 'Tiles Gallery', 'Granites', 'Ceramics'],
      },
      {
        id: 'plywood-glass-and-doors',
        osm: ['doors', 'glaziery'],
        nameWords: ['Plywood', 'Glass House', 'Ply & Laminates', 'Timber Depot', 'Glass & Plywood'],
      },
      {
        id: 'tools-and-machinery',
        osm: [],
        nameWords: ['Machinery Stores', 'Tools', 'Engineering Works', 'Machine Tools', 'Power Tools'],
      },
      { id: 'locksmith', osm: ['locksmith'], nameWords: ['Key Maker', 'Lock House', 'Locks & Keys', 'Duplicate Keys'] },
      {
        id: 'gas-agency',
        osm: ['gas'],
        nameWords: ['Gas Agency', 'Gas Service', 'Gas Distributors', 'LPG Agency', 'Gas Gramin Vitrak'],
      },
      {
        id: 'solar-and-inverters',
        osm: ['energy'],
        nameWords: ['Solar Solutions', 'Power Systems', 'Batteries & Inverters', 'Solar Energy', 'Power Point'],
      },
    ],
  },
  {
    id: 'automobile',
    subCategories: [
      { id: 'car-showroom', osm: ['car'], nameWords: ['Motors', 'Cars', 'Automobiles', 'Car World', 'Autos'] },
      {
        id: 'two-wheeler-showroom',
        osm: ['motorcycle'],
        nameWords: ['Motors', 'Honda Showroom', 'Two Wheelers', 'Auto Agencies', 'Bikes'],
      },
      {
        id: 'car-repair',
        osm: ['car_repair'],
        nameWords: ['Motor Garage', 'Auto Works', 'Car Care', 'Service Station', 'Automobile Works'],
      },
      {
        id: 'two-wheeler-repair',
        osm: ['motorcycle_repair'],
        nameWords: ['Auto Garage', 'Bike Point', 'Two Wheeler Works', 'Motor Cycle Garage', 'Bike Care'],
      },
      {
        id: 'auto-parts',
        osm: ['car_parts'],
        nameWords: ['Auto Parts', 'Motor Stores', 'Spares', 'Auto Spares', 'Automobiles'],
      },
      {
        id: 'tyres',
        osm: ['tyres'],
        nameWords: ['Tyres', 'Tyre House', 'Wheel Alignment', 'Tyre Centre', 'Tyres & Tubes'],
      },
      {
        id: 'bicycles',
        osm: ['bicycle'],
        nameWords: ['Cycle Store', 'Cycles', 'Cycle Mart', 'Cycle Works', 'Bicycle House'],
      },
      {
        id: 'petrol-pump',
        osm: ['amenity=fuel', 'fuel'],
        nameWords: ['Filling Station', 'Petrol Pump', 'Service Station', 'Fuels', 'Kisan Seva Kendra'],
      },
      {
        id: 'car-wash',
        osm: ['amenity=car_wash'],
        nameWords: ['Car Wash', 'Car Spa', 'Auto Wash', 'Water Wash Centre'],
      },
      {
        id: 'commercial-vehicles',
        osm: ['truck', 'trailer'],
        nameWords: ['Tractors', 'Motors', 'Truck Body Builders', 'Commercial Vehicles', 'Agro Motors'],
      },
    ],
  },
  {
    id: 'books-stationery-and-gifts',
    subCategories: [
      {
        id: 'stationery',
        osm: ['stationery'],
        nameWords: ['Stationery', 'Stationers', 'Stationery Mart', 'Book & Stationery', 'Pen House'],
      },
      {
        id: 'books',
        osm: ['books'],
        nameWords: ['Book Depot', 'Book House', 'Pustak Bhandar', 'Book Stall', 'Publishers & Booksellers'],
      },
      {
        id: 'newspapers-and-magazines',
        osm: ['newsagent'],
        nameWords: ['News Agency', 'Newspaper Agency', 'Magazine Centre', 'News Stall'],
      },
      {
        id: 'gifts-and-novelties',
        osm: ['gift', 'party'],
        nameWords: ['Gift Centre', 'Gift House', 'Gift Gallery', 'Novelties', 'Gifts & Toys'],
      },
      {
        id: 'toys-and-games',
        osm: ['toys', 'games'],
        nameWords: ['Toy World', 'Toys', 'Toy Shop', 'Khilona Ghar', 'Fun Zone'],
      },
      { id: 'lottery', osm: ['lottery'], nameWords: ['Lottery Agency', 'Lottery Centre', 'Lucky Centre', 'Lotteries'] },
      {
        id: 'pooja-samagri',
        osm: ['religion'],
        nameWords: ['Pooja Stores', 'Pooja Samagri', 'Bhandar', 'Religious Stores', 'Agarbatti Centre'],
      },
      { id: 'trophies-and-mementos', osm: ['trophy'], nameWords: ['Trophies', 'Mementos', 'Trophy House', 'Awards'] },
    ],
  },
  {
    id: 'sports-music-and-hobbies',
    subCategories: [
      {
        id: 'sports-goods',
        osm: ['sports', 'outdoor', 'fishing', 'golf'],
        nameWords: ['Sports', 'Sports House', 'Sports Corner', 'Sports Emporium', 'Fitness World'],
      },
      {
        id: 'musical-instruments',
        osm: ['musical_instrument'],
        nameWords: ['Music House', 'Musicals', 'Harmonium Works', 'Music Centre', 'Musical Instruments'],
      },
      {
        id: 'music-and-movies',
        osm: ['music', 'video'],
        nameWords: ['Music Centre', 'Audio & Video', 'Video Library', 'Music World'],
      },
      {
        id: 'art-and-craft-supplies',
        osm: ['art', 'craft'],
        nameWords: ['Art Centre', 'Art & Craft', 'Art Gallery', 'Craft Store', 'Art Supplies'],
      },
      {
        id: 'photo-framing',
        osm: ['frame'],
        nameWords: ['Frame House', 'Photo Frames', 'Frame Works', 'Art & Frames'],
      },
      {
        id: 'collectibles-and-models',
        osm: ['collector', 'model'],
        nameWords: ['Collectibles', 'Hobby Centre', 'Models', 'Hobby Shop'],
      },
      {
        id: 'gym-and-fitness',
        osm: [],
        nameWords: ['Gym', 'Fitness Centre', 'Fitness Studio', 'Health Club', 'Power Gym'],
      },
      {
        id: 'firecrackers',
        osm: ['pyrotechnics'],
        nameWords: ['Fireworks', 'Crackers', 'Pataka Bhandar', 'Crackers Store', 'Fire Works'],
      },
    ],
  },
  {
    id: 'pets',
    subCategories: [
      { id: 'pet-shop', osm: ['pet'], nameWords: ['Pet Shop', 'Pet Store', 'Pet Zone', 'Pets Corner', 'Pet Care'] },
      {
        id: 'pet-grooming',
        osm: ['pet_grooming'],
        nameWords: ['Pet Grooming', 'Pet Spa', 'Pet Salon', 'Grooming Studio'],
      },
      {
        id: 'veterinary-clinic',
        osm: ['amenity=veterinary'],
        nameWords: ['Veterinary Clinic', 'Pet Clinic', 'Animal Hospital', 'Vet Care'],
      },
      { id: 'aquarium', osm: [], nameWords: ['Aquarium', 'Aqua World', 'Fish Aquarium', 'Aquatics'] },
    ],
  },
  {
    id: 'agriculture-and-garden',
    subCategories: [
      {
        id: 'florist',
        osm: ['florist'],
        nameWords: ['Flower Shop', 'Florists', 'Phool Bhandar', 'Flower Decorators', 'Flower Mart'],
      },
      {
        id: 'plant-nursery',
        osm: ['garden_centre'],
        nameWords: ['Nursery', 'Garden Centre', 'Plant Nursery', 'Green House', 'Nursery Garden'],
      },
      {
        id: 'seeds-and-fertilisers',
        osm: ['agrarian'],
        nameWords: [
          'Krishi Kendra',
          'Seeds & Fertilisers',
          'Agro Agencies',
          'Beej Bhandar',
          'Khad Bhandar',
          'Agri Clinic',
        ],
      },
      {
        id: 'farm-produce',
        osm: ['farm'],
        nameWords: ['Farms', 'Farm Fresh', 'Kisan Bazar', 'Farm Products', 'Organic Farms'],
      },
    ],
  },
  {
    id: 'services',
    subCategories: [
      {
        id: 'laundry-and-dry-cleaning',
        osm: ['laundry', 'dry_cleaning'],
        nameWords: ['Dry Cleaners', 'Laundry', 'Press Wala', 'Washing Centre', 'Dhobi Ghat'],
      },
      {
        id: 'xerox-and-printing',
        osm: ['copyshop'],
        nameWords: ['Xerox', 'Printers', 'Xerox & Printing', 'Offset Printers', 'Flex Printing'],
      },
      {
        id: 'photo-studio',
        osm: ['photo'],
        nameWords: ['Photo Studio', 'Studio', 'Digital Studio', 'Photography', 'Colour Lab'],
      },
      {
        id: 'travel-agency',
        osm: ['travel_agency', 'ticket'],
        nameWords: ['Tours & Travels', 'Travels', 'Holidays', 'Travel Agency', 'Yatra Services'],
      },
      { id: 'courier', osm: [], nameWords: ['Courier', 'Couriers', 'Express', 'Logistics', 'Parcel Service'] },
      {
        id: 'cyber-cafe',
        osm: ['amenity=internet_cafe'],
        nameWords: ['Cyber Cafe', 'Online Centre', 'Common Service Centre', 'Net Cafe', 'E-Seva'],
      },
      {
        id: 'rentals',
        osm: ['rental', 'tool_hire', 'storage_rental'],
        nameWords: ['Rentals', 'On Rent', 'Hire Centre', 'Rent Services'],
      },
      {
        id: 'tent-house-and-events',
        osm: [],
        nameWords: ['Tent House', 'Decorators', 'Events', 'Light & Sound', 'Caterers'],
      },
      {
        id: 'funeral-services',
        osm: ['funeral_directors'],
        nameWords: ['Funeral Services', 'Antim Sanskar Seva', 'Funeral Home', 'Hearse Service'],
      },
      {
        id: 'pest-control',
        osm: ['pest_control'],
        nameWords: ['Pest Control', 'Pest Solutions', 'Termite Control', 'Hygiene Services'],
      },
    ],
  },
  {
    id: 'department-stores-and-malls',
    subCategories: [
      {
        id: 'department-store',
        osm: ['department_store'],
        nameWords: ['Department Store', 'Bazaar', 'Emporium', 'Mega Store', 'Shopping Centre'],
      },
      { id: 'shopping-mall', osm: ['mall'], nameWords: ['Mall', 'Plaza', 'Shopping Complex', 'Arcade', 'City Centre'] },
      {
        id: 'variety-store',
        osm: ['variety_store'],
        nameWords: ['Variety Store', 'Fancy Store', '99 Store', 'Discount Store', 'Bazaar'],
      },
      {
        id: 'second-hand',
        osm: ['second_hand', 'charity'],
        nameWords: ['Second Hand Goods', 'Old Furniture', 'Kabadi', 'Resale Store', 'Exchange'],
      },
      {
        id: 'wholesale',
        osm: ['wholesale'],
        nameWords: ['Wholesale', 'Traders', 'Distributors', 'Agencies', 'Enterprises', 'Trading Co.'],
      },
    ],
  },
];

/** The taxonomy with its English labels, taken by id from the shared locale (the one place each label is written). */
export const TAXONOMY: readonly TaxonomyCategory[] = CATEGORIES.map((category) => ({
  ...category,
  label: CATEGORY_LABELS[category.id],
  subCategories: category.subCategories.map((sub) => ({ ...sub, label: SUB_CATEGORY_LABELS[sub.id] })),
}));
