// The shop's structure: departments, their three-level category trees and the brands.
// uids are assigned in declaration order, so they are stable across runs.
import type { LogoStyle } from './art/brand-art';
import type { ColourName, TypeKey } from './catalogue-data';

export type DepartmentSlug = 'men' | 'women' | 'kids' | 'accessories' | 'home-living';

export type Leaf = { name: string; type: TypeKey };
export type Branch = { name: string; leaves: Leaf[] };
export type Root = { name: string; branches: Branch[] };
export type DepartmentDef = { slug: DepartmentSlug; name: string; share: number; roots: Root[] };

export const DEPARTMENTS: DepartmentDef[] = [
  {
    slug: 'women',
    name: 'Women',
    share: 34,
    roots: [
      {
        name: 'Clothing',
        branches: [
          {
            name: 'Western Wear',
            leaves: [
              { name: 'Dresses', type: 'dress' },
              { name: 'Tops', type: 'top' },
              { name: 'Skirts', type: 'skirt' },
              { name: 'Jeans', type: 'jeans' },
            ],
          },
          { name: 'Ethnic Wear', leaves: [{ name: 'Kurtas', type: 'kurta' }] },
          {
            name: 'Winterwear',
            leaves: [
              { name: 'Hoodies', type: 'hoodie' },
              { name: 'Jackets', type: 'jacket' },
            ],
          },
        ],
      },
      {
        name: 'Footwear',
        branches: [
          { name: 'Heels and Pumps', leaves: [{ name: 'Heels', type: 'heel' }] },
          {
            name: 'Flats',
            leaves: [
              { name: 'Sandals', type: 'sandal' },
              { name: 'Sneakers', type: 'sneaker' },
            ],
          },
        ],
      },
      { name: 'Bags', branches: [{ name: 'Bags and Totes', leaves: [{ name: 'Handbags', type: 'handbag' }] }] },
    ],
  },
  {
    slug: 'men',
    name: 'Men',
    share: 30,
    roots: [
      {
        name: 'Clothing',
        branches: [
          {
            name: 'Topwear',
            leaves: [
              { name: 'T-Shirts', type: 'tshirt' },
              { name: 'Shirts', type: 'shirt' },
              { name: 'Hoodies', type: 'hoodie' },
              { name: 'Jackets', type: 'jacket' },
            ],
          },
          {
            name: 'Bottomwear',
            leaves: [
              { name: 'Jeans', type: 'jeans' },
              { name: 'Chinos', type: 'chinos' },
              { name: 'Shorts', type: 'shorts' },
            ],
          },
          { name: 'Ethnic Wear', leaves: [{ name: 'Kurtas', type: 'kurta' }] },
        ],
      },
      {
        name: 'Footwear',
        branches: [
          { name: 'Casual Shoes', leaves: [{ name: 'Sneakers', type: 'sneaker' }] },
          { name: 'Sandals and Slides', leaves: [{ name: 'Sandals', type: 'sandal' }] },
        ],
      },
    ],
  },
  {
    slug: 'kids',
    name: 'Kids',
    share: 13,
    roots: [
      {
        name: 'Boys Clothing',
        branches: [
          {
            name: 'Boys Topwear',
            leaves: [
              { name: 'Boys T-Shirts', type: 'tshirt' },
              { name: 'Boys Shirts', type: 'shirt' },
            ],
          },
          {
            name: 'Boys Bottomwear',
            leaves: [
              { name: 'Boys Shorts', type: 'shorts' },
              { name: 'Boys Jeans', type: 'jeans' },
            ],
          },
        ],
      },
      {
        name: 'Girls Clothing',
        branches: [
          {
            name: 'Girls Dresses and Tops',
            leaves: [
              { name: 'Girls Dresses', type: 'dress' },
              { name: 'Girls Tops', type: 'top' },
              { name: 'Girls Skirts', type: 'skirt' },
            ],
          },
        ],
      },
      {
        name: 'Kids Footwear',
        branches: [
          {
            name: 'Kids Shoes',
            leaves: [
              { name: 'Kids Sneakers', type: 'sneaker' },
              { name: 'Kids Sandals', type: 'sandal' },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    share: 13,
    roots: [
      { name: 'Watches', branches: [{ name: 'Wristwatches', leaves: [{ name: 'Analog Watches', type: 'watch' }] }] },
      { name: 'Eyewear', branches: [{ name: 'Sunwear', leaves: [{ name: 'Sunglasses', type: 'sunglasses' }] }] },
      { name: 'Headwear', branches: [{ name: 'Caps and Hats', leaves: [{ name: 'Caps', type: 'cap' }] }] },
      { name: 'Travel Bags', branches: [{ name: 'Daypacks', leaves: [{ name: 'Backpacks', type: 'backpack' }] }] },
    ],
  },
  {
    slug: 'home-living',
    name: 'Home & Living',
    share: 10,
    roots: [
      {
        name: 'Home Decor',
        branches: [
          { name: 'Cushions and Throws', leaves: [{ name: 'Cushion Covers', type: 'cushion' }] },
          { name: 'Lighting', leaves: [{ name: 'Table Lamps', type: 'lamp' }] },
        ],
      },
      { name: 'Kitchen and Dining', branches: [{ name: 'Drinkware', leaves: [{ name: 'Mugs', type: 'mug' }] }] },
    ],
  },
];

export type BrandDef = {
  name: string;
  colour: string;
  logo: LogoStyle;
  tagline: string;
  story: string;
  departments: DepartmentSlug[];
  types: TypeKey[];
  hero: Array<{ type: TypeKey; colour: ColourName }>;
};

export const BRANDS: BrandDef[] = [
  {
    name: 'Indigo Route',
    colour: '#2f3e5c',
    logo: 'wordmark',
    tagline: 'Dyed by hand, worn every day',
    story: 'Indigo Route works with dyers in Bagru and Sanganer to bring natural indigo into modern, easy silhouettes.',
    departments: ['men', 'women'],
    types: ['kurta', 'shirt', 'jeans', 'tshirt', 'dress'],
    hero: [
      { type: 'kurta', colour: 'Indigo' },
      { type: 'shirt', colour: 'Sky Blue' },
      { type: 'jeans', colour: 'Denim Blue' },
    ],
  },
  {
    name: 'Saffron Thread',
    colour: '#e9a13b',
    logo: 'monogram',
    tagline: 'The festive edit is here',
    story:
      'Saffron Thread is occasion wear with a light touch: chanderi, mul and hand embroidery for every celebration.',
    departments: ['women'],
    types: ['kurta', 'dress', 'skirt', 'heel', 'handbag'],
    hero: [
      { type: 'kurta', colour: 'Maroon' },
      { type: 'dress', colour: 'Teal' },
      { type: 'handbag', colour: 'Mustard' },
    ],
  },
  {
    name: 'Kora Studio',
    colour: '#efe7da',
    logo: 'badge',
    tagline: 'Quiet clothes for loud cities',
    story: 'Kora Studio designs unfussy wardrobe staples in Bengaluru, in natural fibres and a calm, muted palette.',
    departments: ['women', 'men'],
    types: ['top', 'dress', 'shirt', 'skirt', 'chinos', 'tshirt'],
    hero: [
      { type: 'top', colour: 'White' },
      { type: 'skirt', colour: 'Beige' },
    ],
  },
  {
    name: 'Banyan Basics',
    colour: '#6b7340',
    logo: 'wordmark',
    tagline: 'Essentials that last',
    story:
      'Banyan Basics makes the tees, shorts and hoodies you reach for first, in organic cotton grown in Madhya Pradesh.',
    departments: ['men', 'women', 'kids'],
    types: ['tshirt', 'hoodie', 'shorts', 'top'],
    hero: [
      { type: 'tshirt', colour: 'Olive' },
      { type: 'hoodie', colour: 'Grey Melange' },
      { type: 'shorts', colour: 'Khaki' },
    ],
  },
  {
    name: 'Monsoon Mills',
    colour: '#9caf88',
    logo: 'badge',
    tagline: 'Linen for every season',
    story: 'Monsoon Mills weaves breezy linen and cotton in Kerala, cut into relaxed shirts, dresses and shorts.',
    departments: ['men', 'women'],
    types: ['shirt', 'dress', 'shorts', 'kurta', 'chinos'],
    hero: [
      { type: 'shirt', colour: 'Sage Green' },
      { type: 'dress', colour: 'Yellow' },
    ],
  },
  {
    name: 'Little Lotus',
    colour: '#f4b89a',
    logo: 'monogram',
    tagline: 'Made for play',
    story: 'Little Lotus dresses kids in soft, durable cotton with prints drawn by Indian illustrators.',
    departments: ['kids'],
    types: ['tshirt', 'dress', 'shorts', 'top', 'skirt', 'shirt'],
    hero: [
      { type: 'dress', colour: 'Coral' },
      { type: 'tshirt', colour: 'Yellow' },
    ],
  },
  {
    name: 'Chhota Champ',
    colour: '#f2c94c',
    logo: 'wordmark',
    tagline: 'Big adventures, small sizes',
    story: 'Chhota Champ makes tough, comfortable clothes and shoes for kids who never sit still.',
    departments: ['kids'],
    types: ['tshirt', 'jeans', 'shorts', 'sneaker', 'sandal', 'shirt'],
    hero: [
      { type: 'sneaker', colour: 'Navy' },
      { type: 'tshirt', colour: 'Red' },
    ],
  },
  {
    name: 'Stride Republic',
    colour: '#1f2f4f',
    logo: 'monogram',
    tagline: 'Built for the city',
    story: 'Stride Republic engineers everyday sneakers in Agra with cushioned insoles and recycled knit uppers.',
    departments: ['men', 'women', 'kids'],
    types: ['sneaker', 'sandal', 'cap'],
    hero: [
      { type: 'sneaker', colour: 'White' },
      { type: 'cap', colour: 'Mustard' },
    ],
  },
  {
    name: 'Mojari & Co',
    colour: '#7a1f2b',
    logo: 'wordmark',
    tagline: 'Heritage footwear, modern fit',
    story: 'Mojari & Co reimagines Kolhapuris and juttis with padded footbeds, alongside a line of evening heels.',
    departments: ['women', 'men'],
    types: ['heel', 'sandal'],
    hero: [
      { type: 'heel', colour: 'Beige' },
      { type: 'sandal', colour: 'Tan' },
    ],
  },
  {
    name: 'Hazel & Hide',
    colour: '#6b4a33',
    logo: 'wordmark',
    tagline: 'Leather, honestly made',
    story: 'Hazel & Hide crafts bags in Kanpur from vegetable-tanned leather and plant-based alternatives.',
    departments: ['women', 'accessories'],
    types: ['handbag', 'backpack'],
    hero: [
      { type: 'handbag', colour: 'Tan' },
      { type: 'backpack', colour: 'Olive' },
    ],
  },
  {
    name: 'Meridian Time',
    colour: '#20232a',
    logo: 'badge',
    tagline: 'Time, well kept',
    story: 'Meridian Time designs clean analog watches in Bengaluru, assembled with Japanese movements.',
    departments: ['accessories'],
    types: ['watch'],
    hero: [{ type: 'watch', colour: 'Tan' }],
  },
  {
    name: 'Shade Theory',
    colour: '#1f7a7a',
    logo: 'monogram',
    tagline: 'Made for bright days',
    story: 'Shade Theory makes polarised sunglasses and washed caps for Indian summers.',
    departments: ['accessories'],
    types: ['sunglasses', 'cap'],
    hero: [
      { type: 'sunglasses', colour: 'Black' },
      { type: 'cap', colour: 'Olive' },
    ],
  },
  {
    name: 'Urban Nomad',
    colour: '#3d4046',
    logo: 'wordmark',
    tagline: 'Carry the weekend',
    story: 'Urban Nomad builds jackets, hoodies and backpacks for commutes, treks and everything between.',
    departments: ['men', 'women', 'accessories'],
    types: ['jacket', 'hoodie', 'backpack', 'cap'],
    hero: [
      { type: 'jacket', colour: 'Olive' },
      { type: 'backpack', colour: 'Black' },
    ],
  },
  {
    name: 'Terracotta Home',
    colour: '#b4532a',
    logo: 'badge',
    tagline: 'Make home, slowly',
    story:
      'Terracotta Home works with block printers and potters across Rajasthan and Gujarat on cushions, lamps and tableware.',
    departments: ['home-living'],
    types: ['cushion', 'lamp', 'mug'],
    hero: [
      { type: 'cushion', colour: 'Indigo' },
      { type: 'lamp', colour: 'Off White' },
      { type: 'mug', colour: 'Teal' },
    ],
  },
  {
    name: 'Chai & Clay',
    colour: '#d9c7a7',
    logo: 'monogram',
    tagline: 'Small rituals, beautiful things',
    story: 'Chai & Clay throws stoneware mugs and shapes ceramic lamps in a small studio in Pondicherry.',
    departments: ['home-living'],
    types: ['mug', 'lamp'],
    hero: [
      { type: 'mug', colour: 'Mustard' },
      { type: 'lamp', colour: 'Sage Green' },
    ],
  },
  {
    name: 'Zari Lane',
    colour: '#5b1a2e',
    logo: 'badge',
    tagline: 'Celebrate in colour',
    story: 'Zari Lane is festive dressing from Lucknow and Banaras: chikankari, zari borders and jewel tones.',
    departments: ['women', 'men'],
    types: ['kurta', 'dress', 'handbag', 'heel'],
    hero: [
      { type: 'kurta', colour: 'Wine' },
      { type: 'heel', colour: 'Red' },
    ],
  },
];
