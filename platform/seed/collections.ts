// Curated collections: saved queries over the catalogue (type 'query', see CollectionQuery in
// the schema; prices in paise) and hand-picked lists (type 'items', rows in collection_products).
import type { CollectionQuery } from '../db/schema';
import type { ArtBook, Item } from './art-jobs';
import { COLOURS } from './catalogue-data';
import type { ProductSummary } from './products';

type Row = Record<string, unknown>;

type Pick = (all: ProductSummary[]) => ProductSummary[];
type CollectionDef = {
  slug: string;
  tagline: string;
  name: string;
  description: string;
  bg: string;
  items: Item[];
  tags: string[];
} & ({ type: 'query'; query: CollectionQuery } | { type: 'items'; pick: Pick });

const top = (list: ProductSummary[], by: (p: ProductSummary) => number, n = 24): ProductSummary[] =>
  [...list].sort((a, b) => by(b) - by(a) || a.uid - b.uid).slice(0, n);

export const COLLECTIONS: CollectionDef[] = [
  {
    slug: 'new-arrivals',
    tagline: 'Fresh off the loom',
    name: 'New Arrivals',
    description: 'Fresh off the loom: the latest styles from every label, added this month.',
    bg: '#dfe7ee',
    items: [
      { kind: 'dress', hex: COLOURS.Emerald },
      { kind: 'sneaker', hex: COLOURS.White },
    ],
    tags: ['new'],
    type: 'query',
    query: { tags: ['new'] },
  },
  {
    slug: 'bestsellers',
    tagline: 'Loved by thousands',
    name: 'Bestsellers',
    description: 'The pieces our customers keep coming back for.',
    bg: '#f4e3d7',
    items: [
      { kind: 'tshirt', hex: COLOURS.Olive },
      { kind: 'kurta', hex: COLOURS.Indigo },
    ],
    tags: ['bestseller'],
    type: 'items',
    pick: (all) =>
      top(
        all.filter((p) => p.isAvailable),
        (p) => p.popularity,
      ),
  },
  {
    slug: 'festive-edit',
    tagline: 'Shine this season',
    name: 'The Festive Edit',
    description: 'Kurtas, heels and gifts that shine through Diwali, Eid and every wedding in between.',
    bg: '#5b1a2e',
    items: [
      { kind: 'kurta', hex: COLOURS.Mustard },
      { kind: 'heel', hex: COLOURS.Red },
      { kind: 'lamp', hex: COLOURS['Off White'] },
    ],
    tags: ['festive'],
    type: 'query',
    query: { tags: ['festive'] },
  },
  {
    slug: 'summer-essentials',
    tagline: 'Stay cool all day',
    name: 'Summer Essentials',
    description: 'Linen, cotton and everything breezy for the hottest months.',
    bg: '#f6ead0',
    items: [
      { kind: 'shirt', hex: COLOURS['Sky Blue'] },
      { kind: 'sunglasses', hex: COLOURS.Tan },
      { kind: 'sandal', hex: COLOURS.Tan },
    ],
    tags: ['summer'],
    type: 'query',
    query: { tags: ['summer'] },
  },
  {
    slug: 'under-999',
    tagline: 'Great finds, small prices',
    name: 'Under ₹999',
    description: 'Great finds that cost less than ₹1,000.',
    bg: '#dcebe1',
    items: [
      { kind: 'mug', hex: COLOURS.Teal },
      { kind: 'cap', hex: COLOURS.Mustard },
    ],
    tags: ['value'],
    type: 'query',
    query: { max_price: 99900 },
  },
  {
    slug: 'big-sale',
    tagline: 'Half price and better',
    name: 'The Big Sale: 50% Off and More',
    description: 'Half price and better, while stocks last.',
    bg: '#c0392b',
    items: [
      { kind: 'jacket', hex: COLOURS.Olive },
      { kind: 'handbag', hex: COLOURS.Tan },
    ],
    tags: ['sale'],
    type: 'query',
    query: { min_discount: 50 },
  },
  {
    slug: 'sneaker-drop',
    tagline: 'Fresh pairs every week',
    name: 'Sneaker Drop',
    description: 'Court classics and everyday runners for the whole family.',
    bg: '#1f2f4f',
    items: [
      { kind: 'sneaker', hex: COLOURS.White },
      { kind: 'sneaker', hex: COLOURS.Black },
    ],
    tags: ['footwear'],
    type: 'query',
    query: { categories: ['men-sneakers', 'women-sneakers', 'kids-sneakers'] },
  },
  {
    slug: 'handcrafted-ethnic',
    tagline: 'Made by hand, with heart',
    name: 'Handcrafted Ethnic',
    description: 'Block prints, chikankari and handloom from our ethnic-wear labels.',
    bg: '#e9a13b',
    items: [
      { kind: 'kurta', hex: COLOURS.Maroon },
      { kind: 'kurta', hex: COLOURS.Teal },
    ],
    tags: ['ethnic'],
    type: 'query',
    query: { brands: ['indigo-route', 'saffron-thread', 'zari-lane'] },
  },
  {
    slug: 'home-refresh',
    tagline: 'Small changes, new spaces',
    name: 'Home Refresh',
    description: 'Cushions, lamps and mugs to make any corner feel new.',
    bg: '#efe4d6',
    items: [
      { kind: 'cushion', hex: COLOURS.Indigo },
      { kind: 'lamp', hex: COLOURS.Mustard },
      { kind: 'mug', hex: COLOURS['Sage Green'] },
    ],
    tags: ['home'],
    type: 'query',
    query: { departments: ['home-living'] },
  },
  {
    slug: 'kids-corner',
    tagline: 'Built for play',
    name: 'Kids Corner',
    description: 'Play-proof clothes and shoes for little ones.',
    bg: '#f4b89a',
    items: [
      { kind: 'dress', hex: COLOURS.Coral },
      { kind: 'tshirt', hex: COLOURS.Yellow },
    ],
    tags: ['kids'],
    type: 'query',
    query: { departments: ['kids'] },
  },
  {
    slug: 'conscious-choices',
    tagline: 'Kinder to the planet',
    name: 'Conscious Choices',
    description: 'Organic, recycled and handloom materials, made to last.',
    bg: '#9caf88',
    items: [
      { kind: 'tshirt', hex: COLOURS['Sage Green'] },
      { kind: 'backpack', hex: COLOURS.Olive },
    ],
    tags: ['eco'],
    type: 'query',
    query: { tags: ['eco'] },
  },
  {
    slug: 'editors-picks',
    tagline: 'Chosen by our stylists',
    name: "Editor's Picks",
    description: 'Our team’s favourites this season, one piece at a time.',
    bg: '#e6e0ee',
    items: [
      { kind: 'top', hex: COLOURS.Lavender },
      { kind: 'watch', hex: COLOURS.Brown },
    ],
    tags: ['curated'],
    type: 'items',
    pick: (all) =>
      top(
        all.filter((p) => p.isAvailable && p.rating >= 4.3),
        (p) => (p.uid * 2654435761) % 1000,
      ),
  },
  {
    slug: 'gifts-under-1999',
    tagline: 'Ready to give',
    name: 'Gifts Under ₹1,999',
    description: 'Thoughtful gifts that arrive ready to give.',
    bg: '#dbeaec',
    items: [
      { kind: 'mug', hex: COLOURS.Coral },
      { kind: 'cushion', hex: COLOURS.Mustard },
    ],
    tags: ['gifting'],
    type: 'items',
    pick: (all) =>
      top(
        all.filter((p) => p.isAvailable && p.tags.includes('gifting') && p.priceEffectiveMin <= 199900),
        (p) => p.popularity,
      ),
  },
];

export function collectionRows(art: ArtBook, summaries: ProductSummary[]): { collections: Row[]; members: Row[] } {
  const collections: Row[] = [];
  const members: Row[] = [];
  COLLECTIONS.forEach((c, i) => {
    const uid = i + 1;
    collections.push({
      uid,
      slug: c.slug,
      name: c.name,
      description: c.description,
      type: c.type,
      query: c.type === 'query' ? c.query : {},
      logo: art.tile(c.items, c.bg),
      banners: {
        landscape: art.banner({
          title: c.name,
          subtitle: c.tagline,
          bg: c.bg,
          items: c.items,
          orientation: 'landscape',
        }),
        portrait: art.banner({
          title: c.name,
          subtitle: c.tags[0] === 'sale' ? 'Up to 70% off' : c.tagline,
          bg: c.bg,
          items: c.items.slice(0, 2),
          orientation: 'portrait',
        }),
      },
      seo: { title: `${c.name} | Lumen & Loom`, description: c.description },
      tags: c.tags,
      priority: COLLECTIONS.length - i,
      is_active: true,
    });
    if (c.type === 'items')
      c.pick(summaries).forEach((p, position) => members.push({ collection_uid: uid, product_uid: p.uid, position }));
  });
  return { collections, members };
}
