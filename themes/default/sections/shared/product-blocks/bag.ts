// What the add-to-bag controls of the default theme take from a product and the global config.
import type { ProductSizes } from '@/contract/types/catalog';
import type { FilledProps } from '@/lib/theme/settings';
import type { BagSize } from '@/lib/blocks/components';

const BUTTONS = ['addtocart_buynow', 'addtocart', 'buynow', 'none'] as const;
export type BagButtonsSetting = (typeof BUTTONS)[number];

/** The theme's button_options, or 'none' when disable_cart is on. */
export function bagButtons(globalConfig: FilledProps): BagButtonsSetting {
  if (globalConfig.disable_cart === true) return 'none';
  const value = globalConfig.button_options;
  return BUTTONS.find((b) => b === value) ?? 'addtocart_buynow';
}

export function bagSizes(sizes: Pick<ProductSizes, 'sizes'>): BagSize[] {
  return sizes.sizes.map((s) => ({ value: s.value, display: s.display, available: s.is_available }));
}
