// The islands of a product card (add to bag, the heart), for a route whose first screen shows cards.
// Imported only by a route's island list (themes/<slug>/route-islands.ts): whatever a module imports
// joins its route's first-load chunks (lib/theme/render/route-islands.ts).
import { AddToBag } from '@/components/cart/add-to-bag';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { ISLAND } from '@/lib/theme/render/route-islands';

export const cardIslands = { [ISLAND.addToBag]: AddToBag, [ISLAND.wishlist]: WishlistToggle };
