// The islands the home route ships in its first load: the seeded home page's slideshow and
// testimonials and its product carousels' cards. One module per route, imported only by that
// route's page (through themes/route-islands/), so other routes load these on demand; anything
// else a merchant adds still works, its code loaded when drawn.
import { cardIslands } from '@/lib/blocks/first-load-cards';
import { SlideControls } from '../sections/shared/slide-controls';

export const islands = { slides: SlideControls, ...cardIslands };
