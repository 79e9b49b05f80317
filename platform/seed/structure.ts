// Turns the catalogue tree into table rows with fixed uids (declaration order), plus the
// lookup the product generator needs: every leaf category with its ancestors and brands.
import type { ArtBook } from './art-jobs';
import { BRANDS, DEPARTMENTS, type BrandDef, type DepartmentSlug } from './catalogue-tree';
import { COLOURS, PRODUCT_TYPES, type ProductType } from './catalogue-data';
import { PINCODES, STORES } from './reference-data';
import { storeGstin } from './gst-data';
import { slugify } from './random';

type Row = Record<string, unknown>;

export type BrandInfo = { uid: number; slug: string; def: BrandDef; code: string };
export type LeafInfo = {
  uid: number;
  l1Uid: number;
  l2Uid: number;
  l1Name: string;
  name: string;
  departmentUid: number;
  department: DepartmentSlug;
  type: ProductType;
  brands: BrandInfo[];
};

export type Structure = {
  departments: Row[];
  categories: Row[];
  brands: Row[];
  stores: Row[];
  leaves: LeafInfo[];
  brandInfo: BrandInfo[];
  storeUids: number[];
};

const PASTELS = ['#efe4d6', '#dfe7ee', '#e6e0ee', '#dcebe1', '#f4e3d7', '#ece8dc', '#f6ead0', '#dbeaec'];
const hexOf = (type: ProductType, index: number): string =>
  COLOURS[type.colours[index % type.colours.length] ?? 'Black'];

export function buildStructure(art: ArtBook): Structure {
  const departments: Row[] = [];
  const categories: Row[] = [];
  const leaves: LeafInfo[] = [];
  const slugs = new Set<string>();
  const uniqueSlug = (dept: string, name: string): string => {
    // "kids" + "Kids Shoes" gives kids-shoes, not kids-kids-shoes.
    const slug = slugify(name).startsWith(`${dept}-`) ? slugify(name) : `${dept}-${slugify(name)}`;
    if (slugs.has(slug)) throw new Error(`Duplicate category slug ${slug}`);
    slugs.add(slug);
    return slug;
  };

  const brandInfo: BrandInfo[] = BRANDS.map((def, i) => ({
    uid: i + 1,
    slug: slugify(def.name),
    def,
    code: def.name
      .split(/[^A-Za-z]+/)
      .filter(Boolean)
      .map((w) => w[0])
      .join('')
      .toUpperCase(),
  }));

  let categoryUid = 0;
  DEPARTMENTS.forEach((dept, d) => {
    const deptUid = d + 1;
    const deptTypes = dept.roots.flatMap((r) => r.branches.flatMap((b) => b.leaves.map((l) => PRODUCT_TYPES[l.type])));
    departments.push({
      uid: deptUid,
      slug: dept.slug,
      name: dept.name,
      priority: DEPARTMENTS.length - d,
      logo: art.tile(
        deptTypes.slice(0, 3).map((t, i) => ({ kind: t.shape, hex: hexOf(t, d + i) })),
        PASTELS[d % PASTELS.length] as string,
      ),
    });
    dept.roots.forEach((root, r) => {
      const l1Uid = ++categoryUid;
      const rootTypes = root.branches.flatMap((b) => b.leaves.map((l) => PRODUCT_TYPES[l.type]));
      const hero = rootTypes.slice(0, 3).map((t, i) => ({ kind: t.shape, hex: hexOf(t, r + i) }));
      const banners = {
        landscape: art.banner({
          title: `${dept.name} ${root.name}`,
          subtitle: 'New styles every week',
          bg: PASTELS[(d + r) % PASTELS.length] as string,
          items: hero,
          orientation: 'landscape',
        }),
        portrait: art.banner({
          title: `${dept.name} ${root.name}`,
          subtitle: 'New styles every week',
          bg: PASTELS[(d + r) % PASTELS.length] as string,
          items: hero.slice(0, 2),
          orientation: 'portrait',
        }),
      };
      const seo = (name: string) => ({
        title: `${name} for ${dept.name} | Lumen & Loom`,
        description: `Shop ${name.toLowerCase()} for ${dept.name.toLowerCase()} online at Lumen & Loom. Free delivery above ₹999 and easy 15-day returns.`,
      });
      categories.push({
        uid: l1Uid,
        slug: uniqueSlug(dept.slug, root.name),
        name: root.name,
        level: 1,
        parent_uid: null,
        department_uid: deptUid,
        logo: art.tile(hero, PASTELS[r % PASTELS.length] as string),
        banners,
        seo: seo(root.name),
        priority: 100 - r,
      });
      root.branches.forEach((branch, b) => {
        const l2Uid = ++categoryUid;
        const branchTypes = branch.leaves.map((l) => PRODUCT_TYPES[l.type]);
        categories.push({
          uid: l2Uid,
          slug: uniqueSlug(dept.slug, branch.name),
          name: branch.name,
          level: 2,
          parent_uid: l1Uid,
          department_uid: deptUid,
          logo: art.tile(
            branchTypes.slice(0, 2).map((t, i) => ({ kind: t.shape, hex: hexOf(t, b + i + 1) })),
            PASTELS[(b + 3) % PASTELS.length] as string,
          ),
          banners,
          seo: seo(branch.name),
          priority: 100 - b,
        });
        branch.leaves.forEach((leaf, l) => {
          const uid = ++categoryUid;
          const type = PRODUCT_TYPES[leaf.type];
          categories.push({
            uid,
            slug: uniqueSlug(dept.slug, leaf.name),
            name: leaf.name,
            level: 3,
            parent_uid: l2Uid,
            department_uid: deptUid,
            logo: art.tile(
              [{ kind: type.shape, hex: hexOf(type, d + l) }],
              PASTELS[(d + l + 5) % PASTELS.length] as string,
            ),
            banners,
            seo: seo(leaf.name),
            priority: 100 - l,
          });
          const brands = brandInfo.filter(
            (bi) => bi.def.departments.includes(dept.slug) && bi.def.types.includes(leaf.type),
          );
          if (brands.length === 0) throw new Error(`No brand sells ${leaf.type} in ${dept.slug}`);
          leaves.push({
            uid,
            l1Uid,
            l2Uid,
            l1Name: root.name,
            name: leaf.name,
            departmentUid: deptUid,
            department: dept.slug,
            type,
            brands,
          });
        });
      });
    });
  });

  const deptUid = (slug: DepartmentSlug): number => DEPARTMENTS.findIndex((d) => d.slug === slug) + 1;
  const brands: Row[] = brandInfo.map(({ uid, slug, def }, i) => {
    const items = def.hero.map((h) => ({ kind: PRODUCT_TYPES[h.type].shape, hex: COLOURS[h.colour] }));
    return {
      uid,
      slug,
      name: def.name,
      description: `${def.story} ${def.tagline}.`,
      logo: art.logo(def.name, def.colour, def.logo),
      banners: {
        landscape: art.banner({
          title: def.name,
          subtitle: def.tagline,
          bg: def.colour,
          items,
          orientation: 'landscape',
        }),
        portrait: art.banner({
          title: def.name,
          subtitle: def.tagline,
          bg: def.colour,
          items: items.slice(0, 2),
          orientation: 'portrait',
        }),
      },
      departments: def.departments.map(deptUid),
      seo: { title: `${def.name}: ${def.tagline} | Lumen & Loom`, description: def.story },
      priority: BRANDS.length - i,
    };
  });

  const stores: Row[] = STORES.map((s, i) => {
    const pin = PINCODES.find((p) => p[0] === s.pincode);
    if (!pin) throw new Error(`Store pincode ${s.pincode} missing from the pincode list`);
    return {
      uid: i + 1,
      name: s.name,
      store_code: s.code,
      store_type: s.type,
      address: s.address,
      city: pin[1],
      state: pin[2],
      pincode: s.pincode,
      country: 'INDIA',
      latitude: pin[4],
      longitude: pin[5],
      phone: s.phone,
      email: `${s.code.toLowerCase()}@lumenandloom.in`,
      gstin: storeGstin(pin[2]),
    };
  });

  return { departments, categories, brands, stores, leaves, brandInfo, storeUids: stores.map((s) => s.uid as number) };
}
