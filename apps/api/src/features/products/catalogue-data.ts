/**
 * The product catalogue owners pick their price list from (issue 11, decision 0043): common
 * products with a generic name and a pack size each, grouped by the kind of shop that sells them.
 * Each line is `name|unit[|unit…]`: one product per unit. Ids are slugs of name and unit and are
 * stored in shop_products.catalog_id: never rename or reuse one; add new lines instead.
 */
export interface CatalogueGroup {
  group: 'grocery' | 'dairy' | 'pharmacy' | 'stationery' | 'hardware';
  subCategoryIds: readonly string[];
  lines: readonly string[];
}

const GROCERY = ['grocery-store', 'supermarket', 'department-store'];

export const CATALOGUE_GROUPS: readonly CatalogueGroup[] = [
  {
    group: 'grocery',
    subCategoryIds: [...GROCERY, 'wholesale'],
    lines: [
      'Toor dal|500 g|1 kg', 'Moong dal|500 g|1 kg', 'Chana dal|500 g|1 kg', 'Urad dal|500 g|1 kg', 'Masoor dal|500 g|1 kg',
      'Rajma|500 g', 'Kabuli chana|500 g|1 kg', 'Kala chana|500 g', 'Green moong, whole|500 g', 'Besan|500 g|1 kg',
      'Basmati rice|1 kg|5 kg', 'Sona masoori rice|1 kg|5 kg|25 kg', 'Kolam rice|5 kg', 'Idli rice|1 kg', 'Poha|500 g|1 kg',
      'Wheat atta|1 kg|5 kg|10 kg', 'Maida|500 g|1 kg', 'Sooji (rava)|500 g|1 kg', 'Ragi flour|500 g', 'Jowar flour|1 kg',
      'Sugar|1 kg|5 kg', 'Jaggery|500 g|1 kg', 'Salt, iodised|1 kg', 'Rock salt|500 g',
      'Sunflower oil|1 l|5 l', 'Mustard oil|1 l', 'Groundnut oil|1 l', 'Soybean oil|1 l', 'Coconut oil|500 ml', 'Rice bran oil|1 l', 'Vanaspati|1 kg',
      'Turmeric powder|100 g|200 g', 'Red chilli powder|100 g|200 g', 'Coriander powder|100 g|200 g', 'Garam masala|100 g', 'Cumin seeds (jeera)|100 g|200 g',
      'Mustard seeds|100 g', 'Black pepper|50 g|100 g', 'Hing (asafoetida)|50 g', 'Sambar powder|100 g', 'Chaat masala|100 g',
      'Tea leaves|250 g|500 g|1 kg', 'Instant coffee|50 g|100 g', 'Filter coffee powder|200 g|500 g',
      'Glucose biscuits|250 g', 'Cream biscuits|100 g', 'Salted crackers|200 g', 'Rusk|200 g',
      'Instant noodles|70 g|280 g', 'Pasta|500 g', 'Vermicelli|500 g', 'Cornflakes|500 g', 'Oats|500 g|1 kg',
      'Tomato ketchup|500 g|1 kg', 'Mango pickle|500 g', 'Mixed fruit jam|500 g', 'Honey|250 g|500 g', 'Peanut butter|350 g',
      'Cashew nuts|100 g|250 g', 'Almonds|100 g|250 g', 'Raisins|100 g|250 g', 'Groundnuts|500 g|1 kg', 'Dates|500 g',
      'Bread, white|400 g', 'Bread, brown|400 g', 'Eggs|6 pcs|12 pcs|30 pcs',
      'Packaged drinking water|1 l|20 l', 'Cola soft drink|750 ml|2 l', 'Fruit juice|1 l',
      'Bath soap|100 g|4 x 100 g', 'Detergent powder|1 kg|3 kg', 'Detergent bar|250 g', 'Dishwash bar|200 g', 'Dishwash liquid|500 ml',
      'Toilet cleaner|500 ml', 'Floor cleaner|1 l', 'Shampoo|180 ml|340 ml', 'Toothpaste|100 g|200 g', 'Toothbrush|1 pc',
      'Hair oil, coconut|200 ml', 'Agarbatti|1 pack', 'Matchbox|10 pcs', 'Candles|6 pcs', 'Mosquito repellent refill|45 ml',
    ],
  },
  {
    group: 'dairy',
    subCategoryIds: ['dairy-and-milk', ...GROCERY],
    lines: [
      'Milk, toned|500 ml|1 l', 'Milk, full cream|500 ml|1 l', 'Milk, double toned|500 ml', 'Milk, cow|500 ml|1 l', 'Milk, buffalo|1 l',
      'Curd|200 g|400 g|1 kg', 'Buttermilk|200 ml|500 ml', 'Lassi|200 ml', 'Paneer|200 g|500 g|1 kg',
      'Butter, salted|100 g|500 g', 'Ghee, cow|500 ml|1 l', 'Ghee, buffalo|1 l', 'Cheese slices|200 g', 'Cheese cubes|200 g',
      'Fresh cream|200 ml', 'Khoa (mawa)|250 g', 'Flavoured milk|200 ml', 'Shrikhand|250 g', 'Condensed milk|400 g', 'Milk powder|500 g',
    ],
  },
  {
    group: 'pharmacy',
    subCategoryIds: ['pharmacy'],
    lines: [
      'Paracetamol 500 mg tablets|strip of 10|strip of 15', 'Paracetamol 650 mg tablets|strip of 15', 'Cetirizine 10 mg tablets|strip of 10',
      'Antacid tablets|strip of 10', 'Antacid syrup|170 ml', 'Oral rehydration salts|21 g sachet', 'Cough syrup|100 ml', 'Throat lozenges|strip of 8',
      'Vitamin C chewable tablets|strip of 15', 'Multivitamin tablets|strip of 15', 'Calcium tablets|strip of 15', 'Iron tablets|strip of 15',
      'Pain relief balm|8 ml|25 ml', 'Pain relief spray|55 g', 'Pain relief gel|30 g', 'Antiseptic liquid|125 ml|500 ml', 'Antiseptic cream|20 g',
      'Adhesive bandages|pack of 20|pack of 100', 'Cotton wool|50 g|100 g', 'Crepe bandage|10 cm', 'Gauze swabs|pack of 10', 'Surgical tape|1 roll',
      'Hand sanitiser|100 ml|500 ml', 'Face masks, 3-ply|pack of 10|pack of 50', 'N95 mask|1 pc', 'Digital thermometer|1 pc',
      'Glucose powder|500 g', 'Electrolyte drink|200 ml', 'Nasal drops, saline|10 ml', 'Eye drops, lubricant|10 ml',
      'Petroleum jelly|50 g', 'Antifungal powder|50 g', 'Prickly heat powder|150 g', 'Baby diapers, medium|pack of 20', 'Sanitary pads|pack of 8|pack of 15',
      'Isabgol (psyllium husk)|100 g', 'Digestive tablets|strip of 10', 'Mouthwash|250 ml', 'Chyawanprash|500 g', 'Disposable syringes, 2 ml|pack of 10',
    ],
  },
  {
    group: 'stationery',
    subCategoryIds: ['stationery', 'books', 'xerox-and-printing', 'variety-store'],
    lines: [
      'Ballpoint pen, blue|1 pc|pack of 10', 'Ballpoint pen, black|1 pc|pack of 10', 'Gel pen, blue|1 pc|pack of 5', 'Pencil, HB|1 pc|pack of 10',
      'Eraser|1 pc', 'Sharpener|1 pc', 'Scale, 30 cm|1 pc', 'Geometry box|1 pc',
      'Notebook, ruled, 172 pages|1 pc', 'Notebook, ruled, 200 pages|1 pc', 'Long notebook|1 pc', 'Drawing book|1 pc', 'Graph book|1 pc',
      'A4 copier paper|500 sheets', 'A4 copy, single page|1 page', 'Colour printout, A4|1 page', 'Lamination, A4|1 sheet', 'Spiral binding|1 book',
      'Envelopes, white|pack of 25', 'Glue stick|15 g', 'Liquid glue|50 ml', 'Cello tape|1 roll', 'Stapler|1 pc', 'Stapler pins|1 box',
      'Scissors|1 pc', 'Highlighter|1 pc', 'Permanent marker|1 pc', 'Whiteboard marker|1 pc', 'Correction pen|1 pc',
      'Crayons|12 colours', 'Sketch pens|12 colours', 'Water colours|12 colours', 'Chart paper|1 sheet', 'File folder|1 pc', 'Clip board|1 pc',
      'Calculator, basic|1 pc', 'Sticky notes|1 pad', 'Brown cover paper|1 roll', 'Book labels|pack of 20', 'Register, 200 pages|1 pc',
    ],
  },
  {
    group: 'hardware',
    subCategoryIds: ['hardware-and-sanitary', 'tools-and-machinery', 'electricals'],
    lines: [
      'LED bulb, 9 W|1 pc', 'LED bulb, 12 W|1 pc', 'LED tube light, 20 W|1 pc', 'Extension board, 4 sockets|1 pc', 'Switch, 6 A|1 pc', 'Socket, 6 A|1 pc',
      'Copper wire, 1.5 sq mm|90 m', 'Copper wire, 2.5 sq mm|90 m', 'Insulation tape|1 roll', 'MCB, 16 A|1 pc', 'Ceiling fan regulator|1 pc', 'Plug top, 3 pin|1 pc',
      'AA batteries|pack of 2|pack of 4', 'AAA batteries|pack of 2', 'Torch, LED|1 pc',
      'Wall nails, 2 inch|250 g', 'Wood screws, 1 inch|pack of 100', 'Wall plugs|pack of 100', 'Nuts and bolts, M8|pack of 10',
      'Hammer|1 pc', 'Screwdriver set|1 set', 'Combination pliers|1 pc', 'Adjustable spanner|1 pc', 'Measuring tape, 5 m|1 pc', 'Hacksaw blade|1 pc', 'Drill bit set|1 set',
      'PVC pipe, 1/2 inch|3 m', 'PVC elbow, 1/2 inch|1 pc', 'Water tap, brass|1 pc', 'Ball valve, 1/2 inch|1 pc', 'Teflon tape|1 roll', 'Shower head|1 pc', 'Health faucet|1 pc', 'Flush tank|1 pc',
      'PVC solvent cement|100 ml', 'M-seal|100 g', 'Fevicol|200 g|500 g', 'Silicone sealant|300 ml',
      'Padlock, 50 mm|1 pc', 'Door hinge, 4 inch|pair', 'Tower bolt, 6 inch|1 pc', 'Door handle|1 pc',
      'Wall putty|5 kg', 'Cement|50 kg', 'Emulsion paint, white|1 l|4 l', 'Enamel paint|1 l', 'Paint brush, 2 inch|1 pc', 'Paint roller|1 pc', 'Sandpaper|1 sheet', 'Thinner|1 l',
      'Broom|1 pc', 'Floor wiper|1 pc', 'Plastic bucket|15 l', 'Mug, plastic|1 pc', 'Rope, nylon|10 m', 'Tarpaulin|12 x 15 ft',
    ],
  },
];
