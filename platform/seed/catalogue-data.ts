// Word lists for the demo catalogue: colours, and per product type its silhouette, sizes,
// price band, materials and naming vocabulary. Everything a product is made from.
import type { ShapeKind } from './art/product-art';

export const COLOURS = {
  Black: '#1f1f24',
  White: '#f4f1ea',
  'Off White': '#ece4d4',
  Navy: '#1f2f4f',
  Indigo: '#3b4a8c',
  Maroon: '#7a1f2b',
  Mustard: '#d8a531',
  Olive: '#6b7340',
  Teal: '#1f7a7a',
  Rust: '#b4532a',
  'Blush Pink': '#e8b4b8',
  'Sage Green': '#9caf88',
  'Sky Blue': '#8fb8de',
  Beige: '#d9c7a7',
  Charcoal: '#3d4046',
  Lavender: '#b6a6d6',
  Emerald: '#1f7a4d',
  Coral: '#f07b5f',
  Brown: '#6b4a33',
  'Grey Melange': '#a3a6ab',
  Red: '#c0392b',
  Yellow: '#f2c94c',
  Tan: '#c08a5b',
  'Denim Blue': '#4a6fa5',
  'Light Blue': '#a9c6e8',
  Peach: '#f4b89a',
  Wine: '#5b1a2e',
  Khaki: '#b8a77a',
} as const;
export type ColourName = keyof typeof COLOURS;

export type ProductType = {
  key: string;
  /** Singular noun used at the end of product names. */
  noun: string;
  shape: ShapeKind;
  /** Maximum retail price band in rupees, before the department's multiplier. */
  price: [number, number];
  materials: string[];
  adjectives: string[];
  colours: ColourName[];
  fits: string[];
  patterns: string[];
  features: string[];
  care: string;
  occasions: string[];
  group: 'apparel' | 'footwear' | 'bags' | 'accessories' | 'home';
  season?: 'summer' | 'winter' | 'festive';
};

const APPAREL_CARE = 'Machine wash cold with similar colours. Do not bleach. Dry in shade. Warm iron on reverse.';
const HAND_CARE = 'Gentle hand wash in cold water. Do not wring. Dry flat in shade. Steam or low iron.';
const WIPE_CARE = 'Wipe clean with a soft dry cloth. Keep away from direct heat and moisture. Store in the dust bag.';

const t = (type: ProductType): ProductType => type;

export const PRODUCT_TYPES = {
  tshirt: t({ key: 'tshirt', noun: 'T-Shirt', shape: 'tshirt', price: [499, 1499], materials: ['Organic Cotton', 'Supima Cotton', 'Slub Cotton', 'Bamboo Jersey', 'Pique Cotton'], adjectives: ['Relaxed', 'Essential', 'Boxy', 'Everyday', 'Oversized', 'Crew Neck', 'Classic'], colours: ['Black', 'White', 'Navy', 'Olive', 'Grey Melange', 'Mustard', 'Sage Green', 'Rust'], fits: ['Regular', 'Relaxed', 'Oversized', 'Slim'], patterns: ['Solid', 'Solid', 'Striped', 'Graphic Print'], features: ['a ribbed crew neck that keeps its shape', 'dropped shoulders for an easy drape', 'a double-needle hem', 'pre-shrunk, enzyme-washed fabric'], care: APPAREL_CARE, occasions: ['Casual', 'Everyday'], group: 'apparel', season: 'summer' }),
  top: t({ key: 'top', noun: 'Top', shape: 'top', price: [699, 1999], materials: ['Viscose Crepe', 'Cotton Poplin', 'Modal Jersey', 'Georgette', 'Linen Blend'], adjectives: ['Flowy', 'Peplum', 'Square Neck', 'Tie-Up', 'Ruffled', 'Wrap'], colours: ['White', 'Blush Pink', 'Lavender', 'Coral', 'Sky Blue', 'Black', 'Yellow', 'Emerald'], fits: ['Regular', 'Relaxed', 'Fitted'], patterns: ['Solid', 'Floral Print', 'Polka Dot', 'Solid'], features: ['a softly gathered waist', 'puffed short sleeves', 'a flattering scoop neckline', 'a lightweight fabric that breathes'], care: HAND_CARE, occasions: ['Casual', 'Brunch', 'Work'], group: 'apparel', season: 'summer' }),
  shirt: t({ key: 'shirt', noun: 'Shirt', shape: 'shirt', price: [999, 2999], materials: ['Pure Linen', 'Oxford Cotton', 'Cotton Poplin', 'Chambray', 'Linen Cotton'], adjectives: ['Tailored', 'Button-Down', 'Resort', 'Classic', 'Easy-Care', 'Mandarin Collar'], colours: ['White', 'Sky Blue', 'Light Blue', 'Navy', 'Olive', 'Beige', 'Blush Pink', 'Charcoal'], fits: ['Slim', 'Regular', 'Relaxed'], patterns: ['Solid', 'Checked', 'Striped', 'Solid'], features: ['a curved hem that works tucked or untucked', 'a buttoned chest pocket', 'genuine corozo buttons', 'a soft-roll collar'], care: APPAREL_CARE, occasions: ['Work', 'Casual', 'Evening'], group: 'apparel' }),
  kurta: t({ key: 'kurta', noun: 'Kurta', shape: 'kurta', price: [799, 3499], materials: ['Slub Cotton', 'Handloom Khadi', 'Chanderi Silk', 'Cotton Mul', 'Linen', 'Rayon'], adjectives: ['Indigo Dyed', 'Block Print', 'Straight', 'Embroidered', 'A-Line', 'Pintuck', 'Chikankari'], colours: ['Indigo', 'Maroon', 'Mustard', 'Off White', 'Teal', 'Rust', 'Sage Green', 'Blush Pink'], fits: ['Straight', 'Regular', 'A-Line'], patterns: ['Block Print', 'Embroidered', 'Solid', 'Ikat'], features: ['a mandarin collar with a short button placket', 'side slits for easy movement', 'hand-finished embroidery along the yoke', 'a contrast border at the hem'], care: HAND_CARE, occasions: ['Festive', 'Casual', 'Puja'], group: 'apparel', season: 'festive' }),
  hoodie: t({ key: 'hoodie', noun: 'Hoodie', shape: 'hoodie', price: [1299, 3499], materials: ['Brushed Fleece', 'French Terry', 'Organic Cotton Fleece', 'Recycled Cotton Blend'], adjectives: ['Heavyweight', 'Pullover', 'Oversized', 'Cloud-Soft', 'Essential'], colours: ['Black', 'Grey Melange', 'Navy', 'Olive', 'Wine', 'Lavender', 'Beige'], fits: ['Regular', 'Relaxed', 'Oversized'], patterns: ['Solid', 'Solid', 'Graphic Print'], features: ['a lined hood with flat drawcords', 'a roomy kangaroo pocket', 'ribbed cuffs and hem', 'brushed inner fleece'], care: APPAREL_CARE, occasions: ['Casual', 'Travel', 'Lounge'], group: 'apparel', season: 'winter' }),
  jacket: t({ key: 'jacket', noun: 'Jacket', shape: 'jacket', price: [1999, 6999], materials: ['Cotton Twill', 'Denim', 'Nylon Ripstop', 'Quilted Polyester', 'Corduroy'], adjectives: ['Bomber', 'Trucker', 'Lightweight', 'Utility', 'Cropped', 'Quilted'], colours: ['Olive', 'Black', 'Navy', 'Khaki', 'Denim Blue', 'Rust', 'Charcoal'], fits: ['Regular', 'Relaxed', 'Boxy'], patterns: ['Solid', 'Solid', 'Colourblock'], features: ['a full-length zip with a storm flap', 'welt pockets at the waist', 'ribbed collar, cuffs and hem', 'a smooth satin-finish lining'], care: 'Dry clean or gentle machine wash. Do not tumble dry. Iron on low heat.', occasions: ['Casual', 'Travel', 'Evening'], group: 'apparel', season: 'winter' }),
  dress: t({ key: 'dress', noun: 'Dress', shape: 'dress', price: [1299, 4999], materials: ['Cotton Voile', 'Viscose Crepe', 'Linen Blend', 'Georgette', 'Mul Cotton'], adjectives: ['Fit and Flare', 'Tiered', 'Midi', 'Wrap', 'Smocked', 'Strappy'], colours: ['Emerald', 'Coral', 'Navy', 'Blush Pink', 'Yellow', 'Black', 'Teal', 'Lavender'], fits: ['Fit and Flare', 'A-Line', 'Relaxed'], patterns: ['Floral Print', 'Solid', 'Polka Dot', 'Block Print'], features: ['a self-tie waist belt', 'a fully lined bodice', 'hidden side pockets', 'a tiered, twirl-ready skirt'], care: HAND_CARE, occasions: ['Brunch', 'Vacation', 'Evening', 'Casual'], group: 'apparel', season: 'summer' }),
  skirt: t({ key: 'skirt', noun: 'Skirt', shape: 'skirt', price: [899, 2499], materials: ['Cotton Voile', 'Satin', 'Linen', 'Crinkled Viscose'], adjectives: ['Pleated', 'A-Line', 'Midi', 'Flared', 'Tiered'], colours: ['Black', 'Beige', 'Emerald', 'Wine', 'Mustard', 'Off White'], fits: ['A-Line', 'Flared'], patterns: ['Solid', 'Floral Print', 'Solid'], features: ['an elasticated back waistband', 'soft knife pleats', 'a concealed side zip', 'a swishy midi length'], care: HAND_CARE, occasions: ['Casual', 'Work', 'Evening'], group: 'apparel' }),
  jeans: t({ key: 'jeans', noun: 'Jeans', shape: 'jeans', price: [1299, 3999], materials: ['Stretch Denim', 'Rigid Denim', 'Selvedge Denim', 'Organic Denim'], adjectives: ['Slim Tapered', 'Straight', 'Relaxed', 'Mid-Rise', 'High-Rise', 'Wide-Leg'], colours: ['Denim Blue', 'Indigo', 'Black', 'Light Blue', 'Charcoal'], fits: ['Slim', 'Straight', 'Relaxed', 'Tapered'], patterns: ['Solid', 'Washed', 'Solid'], features: ['a classic five-pocket build', 'copper rivets at stress points', 'a button fly', 'a mid stone wash'], care: 'Wash inside out in cold water, rarely. Do not bleach. Line dry.', occasions: ['Casual', 'Everyday'], group: 'apparel' }),
  chinos: t({ key: 'chinos', noun: 'Chinos', shape: 'jeans', price: [1199, 2999], materials: ['Cotton Twill', 'Stretch Cotton', 'Linen Cotton'], adjectives: ['Slim', 'Tapered', 'Pleated', 'Easy-Care', 'Relaxed'], colours: ['Khaki', 'Beige', 'Navy', 'Olive', 'Charcoal', 'Black'], fits: ['Slim', 'Tapered', 'Regular'], patterns: ['Solid'], features: ['a flat front with slant pockets', 'a hint of stretch for all-day comfort', 'a clean, unbranded waistband', 'a neat cropped ankle'], care: APPAREL_CARE, occasions: ['Work', 'Casual'], group: 'apparel' }),
  shorts: t({ key: 'shorts', noun: 'Shorts', shape: 'shorts', price: [599, 1499], materials: ['Cotton Twill', 'Linen', 'French Terry', 'Quick-Dry Nylon'], adjectives: ['Drawstring', 'Chino', 'Relaxed', 'Everyday', 'Pull-On'], colours: ['Khaki', 'Navy', 'Olive', 'Beige', 'Sky Blue', 'Mustard', 'Black'], fits: ['Regular', 'Relaxed'], patterns: ['Solid', 'Solid', 'Striped'], features: ['an elasticated drawstring waist', 'deep side pockets', 'a 7-inch inseam', 'a soft brushed finish'], care: APPAREL_CARE, occasions: ['Casual', 'Vacation'], group: 'apparel', season: 'summer' }),
  sneaker: t({ key: 'sneaker', noun: 'Sneakers', shape: 'sneaker', price: [1999, 6999], materials: ['Leather', 'Knit Mesh', 'Suede', 'Canvas', 'Recycled PET Knit'], adjectives: ['Court', 'Low-Top', 'Everyday', 'Cloudfoam', 'Retro Runner', 'Minimal'], colours: ['White', 'Black', 'Navy', 'Beige', 'Grey Melange', 'Olive'], fits: ['True to size'], patterns: ['Solid', 'Colourblock'], features: ['a cushioned memory-foam insole', 'a grippy rubber cupsole', 'padded collar and tongue', 'breathable perforations'], care: 'Wipe with a damp cloth and mild soap. Air dry away from direct sun. Do not machine wash.', occasions: ['Casual', 'Sports', 'Everyday'], group: 'footwear' }),
  heel: t({ key: 'heel', noun: 'Heels', shape: 'heel', price: [1499, 4499], materials: ['Vegan Leather', 'Suede', 'Satin', 'Patent Leather'], adjectives: ['Pointed Toe', 'Stiletto', 'Block', 'Slingback', 'Classic Pump'], colours: ['Black', 'Beige', 'Red', 'Blush Pink', 'Tan', 'Wine'], fits: ['True to size'], patterns: ['Solid'], features: ['a padded footbed', 'an 8 cm heel', 'a non-slip sole', 'a softly pointed toe'], care: WIPE_CARE, occasions: ['Party', 'Work', 'Wedding'], group: 'footwear', season: 'festive' }),
  sandal: t({ key: 'sandal', noun: 'Sandals', shape: 'sandal', price: [499, 2499], materials: ['Leather', 'Vegan Leather', 'EVA', 'Jute'], adjectives: ['Double Strap', 'Slide', 'Comfort', 'Kolhapuri', 'Buckled'], colours: ['Tan', 'Brown', 'Black', 'Beige', 'Olive', 'Mustard'], fits: ['True to size'], patterns: ['Solid', 'Woven'], features: ['a contoured footbed', 'adjustable straps', 'a lightweight, flexible sole', 'a cushioned heel'], care: WIPE_CARE, occasions: ['Casual', 'Vacation'], group: 'footwear', season: 'summer' }),
  handbag: t({ key: 'handbag', noun: 'Handbag', shape: 'handbag', price: [1499, 5999], materials: ['Vegan Leather', 'Full-Grain Leather', 'Woven Jute', 'Canvas'], adjectives: ['Structured', 'Top-Handle', 'Satchel', 'Tote', 'Mini', 'Everyday'], colours: ['Tan', 'Black', 'Beige', 'Wine', 'Olive', 'Off White', 'Mustard'], fits: ['Medium'], patterns: ['Solid', 'Textured'], features: ['a magnetic flap closure', 'a detachable shoulder strap', 'two inner slip pockets', 'gold-tone hardware'], care: WIPE_CARE, occasions: ['Work', 'Party', 'Everyday'], group: 'bags' }),
  backpack: t({ key: 'backpack', noun: 'Backpack', shape: 'backpack', price: [1299, 3999], materials: ['Recycled Polyester', 'Waxed Canvas', 'Nylon', 'Cotton Canvas'], adjectives: ['Commuter', 'Laptop', 'Roll-Top', 'Lightweight', 'Everyday'], colours: ['Black', 'Navy', 'Olive', 'Charcoal', 'Rust', 'Khaki'], fits: ['20 L', '25 L'], patterns: ['Solid'], features: ['a padded 15.6-inch laptop sleeve', 'a water-resistant base', 'an anti-theft back pocket', 'breathable mesh shoulder straps'], care: 'Spot clean with a damp cloth. Do not machine wash. Air dry.', occasions: ['Work', 'Travel', 'College'], group: 'bags' }),
  watch: t({ key: 'watch', noun: 'Watch', shape: 'watch', price: [1999, 12999], materials: ['Leather Strap', 'Stainless Steel', 'Mesh Strap', 'Silicone Strap'], adjectives: ['Minimalist', 'Chronograph', 'Classic Analog', 'Field', 'Dress'], colours: ['Tan', 'Brown', 'Black', 'Navy', 'Olive'], fits: ['40 mm', '36 mm', '42 mm'], patterns: ['Solid'], features: ['Japanese quartz movement', 'a scratch-resistant mineral glass', 'water resistance to 50 m', 'a two-year warranty'], care: 'Avoid contact with perfume and water beyond the rated depth. Wipe with a soft cloth.', occasions: ['Work', 'Everyday', 'Gifting'], group: 'accessories' }),
  sunglasses: t({ key: 'sunglasses', noun: 'Sunglasses', shape: 'sunglasses', price: [999, 4999], materials: ['Acetate', 'Metal', 'TR90'], adjectives: ['Wayfarer', 'Square', 'Retro', 'Polarised', 'Oversized'], colours: ['Black', 'Brown', 'Tan', 'Wine', 'Olive'], fits: ['Medium', 'Wide'], patterns: ['Solid', 'Tortoiseshell'], features: ['polarised UV400 lenses', 'spring-loaded hinges', 'a hard case and cleaning cloth', 'adjustable nose pads'], care: 'Clean lenses with the microfibre cloth. Store in the case.', occasions: ['Vacation', 'Everyday'], group: 'accessories', season: 'summer' }),
  cap: t({ key: 'cap', noun: 'Cap', shape: 'cap', price: [399, 999], materials: ['Cotton Twill', 'Corduroy', 'Washed Canvas', 'Recycled Nylon'], adjectives: ['Baseball', 'Dad', 'Six-Panel', 'Washed', 'Classic'], colours: ['Black', 'Navy', 'Olive', 'Beige', 'Mustard', 'Wine'], fits: ['Adjustable'], patterns: ['Solid'], features: ['an adjustable strap back', 'embroidered eyelets', 'a pre-curved brim', 'a sweat-wicking band'], care: 'Hand wash only. Reshape and air dry.', occasions: ['Casual', 'Sports'], group: 'accessories', season: 'summer' }),
  cushion: t({ key: 'cushion', noun: 'Cushion Cover', shape: 'cushion', price: [499, 1499], materials: ['Cotton Canvas', 'Handloom Cotton', 'Velvet', 'Jute Blend'], adjectives: ['Block Print', 'Tasselled', 'Embroidered', 'Woven', 'Ikat'], colours: ['Indigo', 'Mustard', 'Teal', 'Rust', 'Emerald', 'Off White', 'Blush Pink'], fits: ['40 x 40 cm', '45 x 45 cm'], patterns: ['Block Print', 'Geometric', 'Ikat'], features: ['a concealed zip', 'corner tassels', 'hand-block printing by artisans in Jaipur', 'colour-fast natural dyes'], care: 'Gentle machine wash cold, inside out. Dry in shade.', occasions: ['Home', 'Gifting', 'Festive'], group: 'home', season: 'festive' }),
  mug: t({ key: 'mug', noun: 'Mug', shape: 'mug', price: [299, 799], materials: ['Stoneware', 'Ceramic', 'Bone China', 'Terracotta'], adjectives: ['Hand-Glazed', 'Speckled', 'Classic', 'Studio', 'Chai'], colours: ['White', 'Teal', 'Mustard', 'Sage Green', 'Coral', 'Charcoal', 'Sky Blue'], fits: ['350 ml', '300 ml', '400 ml'], patterns: ['Solid', 'Speckled', 'Striped'], features: ['a comfortable C-handle', 'a food-safe, lead-free glaze', 'a microwave- and dishwasher-safe body', 'a glaze that varies slightly from piece to piece'], care: 'Dishwasher and microwave safe. Avoid sudden temperature changes.', occasions: ['Home', 'Gifting'], group: 'home' }),
  lamp: t({ key: 'lamp', noun: 'Table Lamp', shape: 'lamp', price: [1499, 5999], materials: ['Ceramic', 'Rattan', 'Brass', 'Mango Wood'], adjectives: ['Gourd', 'Bedside', 'Pleated', 'Studio', 'Mid-Century'], colours: ['Off White', 'Mustard', 'Teal', 'Rust', 'Sage Green', 'Beige'], fits: ['Medium', 'Large'], patterns: ['Solid', 'Textured'], features: ['a linen-look fabric shade', 'an E27 holder (bulb not included)', 'an inline switch on a 1.8 m cord', 'a hand-finished ceramic base'], care: 'Dust with a dry cloth. Switch off before cleaning.', occasions: ['Home', 'Gifting', 'Festive'], group: 'home', season: 'festive' }),
} satisfies Record<string, ProductType>;
export type TypeKey = keyof typeof PRODUCT_TYPES;

export const ECO_MATERIALS = ['Organic', 'Recycled', 'Khadi', 'Handloom', 'Jute', 'Linen', 'Bamboo'];

const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'];

/** Sizes for a type in a department; "OS" means one size. */
export function sizesFor(type: ProductType, department: string): string[] {
  if (type.group === 'bags' || type.group === 'accessories' || type.group === 'home') return ['OS'];
  if (department === 'kids') return type.group === 'footwear' ? ['UK 10C', 'UK 11C', 'UK 12C', 'UK 13C', 'UK 1', 'UK 2'] : KIDS_SIZES;
  const women = department === 'women';
  if (type.group === 'footwear') return women ? ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8'] : ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
  if (type.key === 'jeans' || type.key === 'chinos') return women ? ['26', '28', '30', '32', '34'] : ['28', '30', '32', '34', '36', '38'];
  return women ? ['XS', 'S', 'M', 'L', 'XL'] : ['S', 'M', 'L', 'XL', 'XXL'];
}

/** Price multiplier per department: kids' clothes cost less, occasion wear a little more. */
export const DEPARTMENT_PRICE = { men: 1, women: 1.1, kids: 0.6, accessories: 1, 'home-living': 1 } as const;
