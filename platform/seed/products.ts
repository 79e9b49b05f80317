// The product generator. Products come in "models" (one design in one to four colours, linked by
// variant_group); each model draws from its own PRNG seeded by its index, so product N is the
// same whether 300 or 100,000 are generated, and batches can be streamed to the database.
import { VIEW_LABELS, type ArtBook } from './art-jobs';
import { COLOURS, DEPARTMENT_PRICE, ECO_MATERIALS, sizesFor, type ColourName } from './catalogue-data';
import { longDescription, shortDescription } from './copy-text';
import { createRandom, hashSeed, slugify } from './random';
import type { LeafInfo, Structure } from './structure';
import { HSN_BY_TYPE } from './gst-data';

type Row = Record<string, unknown>;
export type GeneratedProduct = { product: Row; articles: Row[]; summary: ProductSummary };
export type ProductSummary = {
  uid: number;
  popularity: number;
  priceEffectiveMin: number;
  discount: number;
  tags: string[];
  isAvailable: boolean;
  rating: number;
};

const DAY = 86_400_000;
const TYPE_WEIGHT: Record<string, number> = {
  tshirt: 1.6,
  kurta: 1.6,
  dress: 1.4,
  shirt: 1.3,
  jeans: 1.2,
  sneaker: 1.3,
  top: 1.2,
};
const DISCOUNTS = [0, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70];
const DISCOUNT_WEIGHTS = [30, 6, 6, 10, 8, 10, 7, 9, 7, 4, 3];

/** Retail price points: ₹1,499, ₹899, ₹349... */
function pricePoint(rupees: number): number {
  if (rupees < 500) return Math.max(199, Math.round(rupees / 50) * 50 - 1);
  return Math.round(rupees / 100) * 100 - 1;
}

/** A discounted price that still looks deliberate: ₹1,049, ₹1,199, ₹279. */
function offerPrice(mrp: number, discount: number): number {
  if (discount === 0) return mrp;
  const raw = mrp * (1 - discount / 100);
  const step = raw < 500 ? 10 : 50;
  let price = Math.round(raw / step) * step - 1;
  // Never advertise more off than intended (70% stays 70%, not 72% after rounding).
  if (1 - price / mrp > discount / 100 + 0.005) price = Math.ceil(raw / step) * step - 1;
  return Math.min(mrp - 1, Math.max(99, price));
}

export class ProductFactory {
  private readonly weights: number[];

  constructor(
    private readonly structure: Structure,
    private readonly art: ArtBook,
    private readonly now: Date,
  ) {
    const perDept = new Map<number, number>();
    structure.leaves.forEach((l) => perDept.set(l.departmentUid, (perDept.get(l.departmentUid) ?? 0) + 1));
    const share: Record<string, number> = { women: 34, men: 30, kids: 13, accessories: 13, 'home-living': 10 };
    this.weights = structure.leaves.map(
      (l) => ((share[l.department] ?? 10) / (perDept.get(l.departmentUid) ?? 1)) * (TYPE_WEIGHT[l.type.key] ?? 1),
    );
  }

  /** Yields `count` products, uids 1..count, in a stable order. */
  *products(count: number): Generator<GeneratedProduct> {
    let uid = 0;
    for (let model = 0; uid < count; model++) {
      for (const item of this.model(model, uid + 1)) {
        if (uid >= count) return;
        uid++;
        yield item;
      }
    }
  }

  private model(index: number, firstUid: number): GeneratedProduct[] {
    const rng = createRandom(hashSeed('model', index));
    const leaf: LeafInfo = rng.weighted(this.structure.leaves, this.weights);
    const type = leaf.type;
    const brand = rng.pick(leaf.brands);
    const adjective = rng.pick(type.adjectives);
    const material = rng.pick(type.materials);
    // The adjective's words the material already says are left out ('Quilted' + 'Quilted Polyester').
    const said = new Set(material.toLowerCase().split(' '));
    const name = [...adjective.split(' ').filter((w) => !said.has(w.toLowerCase())), material, type.noun].join(' ');
    const fit = rng.pick(type.fits);
    const pattern = rng.pick(type.patterns);
    const occasion = rng.pick(type.occasions);
    const colourCount = rng.weighted([1, 2, 3, 4], [35, 30, 25, 10]);
    const colours = rng.sample(type.colours, colourCount) as ColourName[];
    const sizes = sizesFor(type, leaf.department);
    const [low, high] = type.price;
    const mrp = pricePoint((low + rng.next() ** 1.4 * (high - low)) * DEPARTMENT_PRICE[leaf.department]);
    // Kids' sizes step up in price with age; the plus size costs a little more.
    const sizeMrp = sizes.map((s, i) =>
      leaf.department === 'kids' && type.group === 'apparel'
        ? pricePoint(mrp * (1 + i * 0.06))
        : s === 'XXL' || s === '38'
          ? pricePoint(mrp * 1.08)
          : mrp,
    );
    const modelDiscount = rng.weighted(DISCOUNTS, DISCOUNT_WEIGHTS);
    const daysAgo = Math.floor(rng.next() ** 1.25 * 365);
    const gender =
      leaf.department === 'men'
        ? 'Men'
        : leaf.department === 'women'
          ? 'Women'
          : leaf.l1Name.startsWith('Boys')
            ? 'Boys'
            : leaf.l1Name.startsWith('Girls')
              ? 'Girls'
              : 'Unisex';
    const eco = ECO_MATERIALS.some((m) => material.includes(m));
    const code = `${brand.code}-${type.key.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(6, '0')}`;

    return colours.map((colourName, c) => {
      const uid = firstUid + c;
      const hex = COLOURS[colourName];
      const prng = createRandom(hashSeed('product', index, c));
      const discount = prng.chance(0.25) ? prng.weighted(DISCOUNTS, DISCOUNT_WEIGHTS) : modelDiscount;
      const storeCount = prng.weighted([1, 2, 3], [35, 45, 20]);
      const stores = prng.sample(this.structure.storeUids, storeCount).sort((a, b) => a - b);
      const soldOut = prng.chance(0.03);
      const articles: Row[] = [];
      sizes.forEach((size, s) => {
        const marked = (sizeMrp[s] as number) * 100;
        const effective = offerPrice(sizeMrp[s] as number, discount) * 100;
        for (const store of stores) {
          const quantity =
            soldOut || prng.chance(size === 'OS' ? 0.06 : 0.12) ? 0 : prng.int(1, size === 'OS' ? 60 : 25);
          articles.push({
            uid: `${uid}-${store}-${slugify(size)}`,
            product_uid: uid,
            size,
            store_uid: store,
            seller_uid: 1,
            quantity,
            price_marked: marked,
            price_effective: effective,
          });
        }
      });
      const marked = articles.map((a) => a.price_marked as number);
      const effective = articles.map((a) => a.price_effective as number);
      const productDiscount = Math.max(
        ...articles.map((a) => Math.round((1 - (a.price_effective as number) / (a.price_marked as number)) * 100)),
      );
      const isAvailable = articles.some((a) => (a.quantity as number) > 0);
      const popularity = Math.round(prng.next() ** 3 * 9000 + prng.int(0, 1000));
      const rating = Math.round((3.2 + prng.next() ** 0.7 * 1.7) * 10) / 10;
      const ratingCount = Math.round((popularity / 10) * prng.next() + prng.int(3, 60));
      const created = new Date(this.now.getTime() - (daysAgo + prng.int(0, 6)) * DAY - prng.int(0, DAY));

      const tags = new Set<string>();
      if (daysAgo < 30) tags.add('new');
      if (popularity > 6500) tags.add('bestseller');
      if (type.season) tags.add(type.season);
      if (eco) tags.add('eco');
      if (type.group === 'apparel' && (material.includes('Linen') || material.includes('Cotton')) && prng.chance(0.4))
        tags.add('summer');
      if (['shirt', 'chinos'].includes(type.key) || occasion === 'Work') tags.add('workwear');
      if (occasion === 'Gifting' || (['watch', 'mug', 'lamp', 'handbag'].includes(type.key) && prng.chance(0.5)))
        tags.add('gifting');
      if (pattern === 'Embroidered' || occasion === 'Festive' || occasion === 'Wedding') tags.add('festive');
      if (prng.chance(0.1)) tags.add('trending');
      if (discount >= 40) tags.add('sale');

      const copy = {
        rng: prng,
        type,
        name,
        brand: brand.def.name,
        brandStory: brand.def.story,
        material,
        fit,
        pattern,
        colour: colourName,
        occasion,
      };
      const views = prng.int(2, 4);
      const medias = Array.from({ length: views }, (_, v) => ({
        type: 'image' as const,
        url: this.art.product(type.shape, hex, v),
        alt: `${brand.def.name} ${name} in ${colourName.toLowerCase()}, ${VIEW_LABELS[v]} view`,
      }));
      const product: Row = {
        uid,
        slug: `${brand.slug}-${slugify(name)}-${slugify(colourName)}-${uid}`,
        name,
        item_code: `${code}-${colourName
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}`,
        brand_uid: brand.uid,
        brand_name: brand.def.name,
        department_uid: leaf.departmentUid,
        category_uid: leaf.uid,
        category_l1_uid: leaf.l1Uid,
        category_l2_uid: leaf.l2Uid,
        category_name: leaf.name,
        color: colourName,
        color_hex: hex,
        sizes,
        description: longDescription(copy),
        short_description: shortDescription(copy),
        attributes: {
          brand_name: brand.def.name,
          material,
          // Garments and shoes have a fit; bags, accessories and homeware a size or capacity.
          ...(type.group === 'apparel' || type.group === 'footwear' ? { fit } : { dimensions: fit }),
          pattern,
          occasion,
          gender,
          care: type.care,
          subtitle:
            type.group === 'apparel'
              ? `${fit} fit · ${material}`
              : type.group === 'footwear'
                ? material
                : `${material} · ${fit}`,
          primary_color: colourName,
          primary_color_hex: hex.slice(1),
          product_type: type.noun,
          country_of_origin: 'India',
          net_quantity: '1 N',
          essential: false,
        },
        tags: [...tags],
        hsn_code: HSN_BY_TYPE[type.key] ?? null,
        medias,
        rating,
        rating_count: ratingCount,
        price_marked_min: Math.min(...marked),
        price_marked_max: Math.max(...marked),
        price_effective_min: Math.min(...effective),
        price_effective_max: Math.max(...effective),
        discount: productDiscount,
        popularity,
        is_available: isAvailable,
        variant_group: colours.length > 1 ? `${brand.slug}-${code.toLowerCase()}` : null,
        created_at: created.toISOString(),
      };
      const summary: ProductSummary = {
        uid,
        popularity,
        priceEffectiveMin: Math.min(...effective),
        discount: productDiscount,
        tags: [...tags],
        isAvailable,
        rating,
      };
      return { product, articles, summary };
    });
  }
}
