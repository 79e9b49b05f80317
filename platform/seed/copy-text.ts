// Product copy: a short description and a few paragraphs of light HTML, assembled from the
// product's type, material, fit and brand so that every product reads a little differently.
import type { Random } from './random';
import type { ProductType } from './catalogue-data';

export type CopyInput = {
  rng: Random;
  type: ProductType;
  name: string;
  brand: string;
  brandStory: string;
  material: string;
  fit: string;
  pattern: string;
  colour: string;
  occasion: string;
};

const OPENERS: Record<ProductType['group'], string[]> = {
  apparel: [
    'Meet the {name}: the piece you will reach for on repeat.',
    'Cut from {material} that softens with every wash, the {name} is made for long days and easy evenings.',
    'The {name} brings {brand} craftsmanship to an everyday essential.',
    'Light, breathable and quietly polished, the {name} is built for Indian weather.',
  ],
  footwear: [
    'The {name} is designed to go the distance, from the morning commute to late dinners.',
    'Step out in the {name}, made in {material} with comfort in every detail.',
    'A pair that works as hard as you do: the {name} by {brand}.',
  ],
  bags: [
    'The {name} carries the day, neatly.',
    'Crafted in {material}, the {name} is roomy without the bulk.',
    'From the office to the weekend, the {name} keeps everything in its place.',
  ],
  accessories: [
    'The {name} is the finishing touch that pulls a look together.',
    'Small detail, big difference: the {name} by {brand}.',
    'Designed to be worn every day, the {name} pairs with everything.',
  ],
  home: [
    'Bring warmth to your space with the {name}.',
    'The {name} is made by hand, so no two pieces are exactly alike.',
    'A small upgrade for everyday rituals: the {name} from {brand}.',
  ],
};

const STYLING: Record<ProductType['group'], string[]> = {
  apparel: [
    'Style it with white sneakers and a canvas tote for the weekend, or dress it up with loafers and a watch.',
    'Pair it with kolhapuris and silver jhumkas for a festive lunch, or keep it simple with denim.',
    'Layer it under a light jacket when the evenings turn cool.',
    'Works just as well for a day at the office as for dinner with friends.',
  ],
  footwear: [
    'Team them with cropped chinos or a midi dress.',
    'Easy to slip on, easy to pack: a travel favourite.',
    'Pair with ankle-length trousers to show off the silhouette.',
  ],
  bags: [
    'Sized for a 13-inch laptop, a water bottle and your everyday essentials.',
    'Carry it by hand or wear it across the body.',
  ],
  accessories: [
    'Makes a thoughtful gift, packed in a recycled gift box.',
    'Pairs with everything from a crisp shirt to a weekend tee.',
  ],
  home: [
    'Mix and match with pieces from the same collection for a layered look.',
    'Arrives gift-ready in plastic-free packaging.',
  ],
};

const fill = (text: string, input: CopyInput): string =>
  text
    .replaceAll('{name}', input.name)
    .replaceAll('{material}', input.material.toLowerCase())
    .replaceAll('{brand}', input.brand);

export function shortDescription(input: CopyInput): string {
  const what =
    input.type.group === 'apparel'
      ? `${input.fit.toLowerCase()} fit ${input.type.noun.toLowerCase()}`
      : input.type.noun.toLowerCase();
  const pattern = input.pattern === 'Solid' ? '' : `${input.pattern.toLowerCase()} `;
  const wearable = input.type.group === 'apparel' || input.type.group === 'footwear';
  const purpose = wearable
    ? `made for ${input.occasion.toLowerCase()} wear`
    : input.occasion === 'Home'
      ? 'made for everyday use'
      : `perfect for ${input.occasion.toLowerCase()}`;
  const article = /^[aeiou]/i.test(pattern || what) ? 'An' : 'A';
  return `${article} ${pattern}${what} in ${input.colour.toLowerCase()} by ${input.brand}, crafted in ${input.material.toLowerCase()} and ${purpose}.`;
}

export function longDescription(input: CopyInput): string {
  const { rng, type } = input;
  const features = rng.sample(type.features, 3);
  const details = [
    `Material: ${input.material}`,
    type.group === 'apparel' ? `Fit: ${input.fit}` : `Size: ${input.fit}`,
    `Pattern: ${input.pattern}`,
    `Colour: ${input.colour}`,
    `Care: ${type.care}`,
  ];
  return [
    `<p>${fill(rng.pick(OPENERS[type.group]), input)} It features ${features[0]}, ${features[1]} and ${features[2]}.</p>`,
    `<p>${rng.pick(STYLING[type.group])}</p>`,
    `<ul>${details.map((d) => `<li>${d}</li>`).join('')}</ul>`,
    `<p>About ${input.brand}: ${input.brandStory}</p>`,
  ].join('');
}
