// With the theme's global config disable_cart, every cart route goes home
// and no add-to-bag control is drawn.
import 'server-only';
import { loadRequestTheme } from '@/lib/theme/data';

export async function cartDisabled(): Promise<boolean> {
  const { globalConfig } = await loadRequestTheme();
  return globalConfig.disable_cart === true;
}
