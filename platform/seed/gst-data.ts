// GST for the demo shop: the rates by HSN/SAC code, the HSN code of each product type and the
// GSTIN each store sells under (one company, one registration per state it has a store in).
// Rates are basis points. Garments, footwear and homeware textiles at 5%, bags, watches, eyewear
// and lamps at 18%; one rate a code (rates that change with a piece's price are not modelled).
import { COD_SAC, DELIVERY_SAC, gstStateCode, gstinCheckCharacter } from '../order';

export const GST_RATES = [
  { code: '6109', description: 'T-shirts and vests, knitted', rate_bp: 500 },
  { code: '6106', description: "Women's blouses and shirts, knitted", rate_bp: 500 },
  { code: '6205', description: "Men's shirts, not knitted", rate_bp: 500 },
  { code: '6211', description: 'Kurtas and other garments, not knitted', rate_bp: 500 },
  { code: '6110', description: 'Jerseys, pullovers and sweatshirts, knitted', rate_bp: 500 },
  { code: '6201', description: 'Jackets and anoraks, not knitted', rate_bp: 500 },
  { code: '6204', description: "Women's dresses and skirts, not knitted", rate_bp: 500 },
  { code: '6203', description: 'Trousers and shorts, not knitted', rate_bp: 500 },
  { code: '6404', description: 'Footwear with textile uppers', rate_bp: 500 },
  { code: '6403', description: 'Footwear with leather uppers', rate_bp: 500 },
  { code: '4202', description: 'Handbags and backpacks', rate_bp: 1800 },
  { code: '9102', description: 'Wrist watches', rate_bp: 1800 },
  { code: '9004', description: 'Sunglasses', rate_bp: 1800 },
  { code: '6505', description: 'Hats and caps', rate_bp: 500 },
  { code: '6304', description: 'Cushion covers and furnishings', rate_bp: 500 },
  { code: '6912', description: 'Ceramic tableware', rate_bp: 500 },
  { code: '9405', description: 'Lamps and light fittings', rate_bp: 1800 },
  { code: DELIVERY_SAC, description: 'Goods transport (delivery charges)', rate_bp: 1800 },
  { code: COD_SAC, description: 'Cash-on-delivery collection fee', rate_bp: 1800 },
];

/** Each demo product type's HSN code (seed/catalogue-*-types.ts keys). */
export const HSN_BY_TYPE: Readonly<Record<string, string>> = {
  tshirt: '6109',
  top: '6106',
  shirt: '6205',
  kurta: '6211',
  hoodie: '6110',
  jacket: '6201',
  dress: '6204',
  skirt: '6204',
  jeans: '6203',
  chinos: '6203',
  shorts: '6203',
  sneaker: '6404',
  heel: '6403',
  sandal: '6403',
  handbag: '4202',
  backpack: '4202',
  watch: '9102',
  sunglasses: '9004',
  cap: '6505',
  cushion: '6304',
  mug: '6912',
  lamp: '9405',
};

/** The demo company's PAN (made up): every store's GSTIN carries it. */
const COMPANY_PAN = 'AAFCL4821M';

/** A store's GSTIN in its state (by the state's name), with its check character. */
export function storeGstin(stateName: string): string | null {
  const code = gstStateCode(stateName);
  if (!code) return null;
  const first14 = `${code}${COMPANY_PAN}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}
