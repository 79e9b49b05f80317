// India's GST state codes (the first two digits of a GSTIN): the seller's state is read from its
// GSTIN, the place of supply from the delivery address's state name.

export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** Other spellings addresses use for a state (lower case, '&' as 'and'). */
const ALIASES: Record<string, string> = {
  'nct of delhi': '07',
  'new delhi': '07',
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  'andaman and nicobar': '35',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
};

const key = (name: string) => name.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');
const BY_NAME = new Map<string, string>([
  ...Object.entries(GST_STATE_CODES).map(([code, name]): [string, string] => [key(name), code]),
  ...Object.entries(ALIASES),
]);

/** The GST code of a state by its name ('Maharashtra' → '27'), or undefined outside India's list. */
export function gstStateCode(name: string): string | undefined {
  return BY_NAME.get(key(name));
}

/** The state a GSTIN is registered in (its first two digits), or undefined. */
export function gstinStateCode(gstin: string): string | undefined {
  const code = gstin.slice(0, 2);
  return GST_STATE_CODES[code] ? code : undefined;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN's last character: the base-36 check of its first fourteen. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}
