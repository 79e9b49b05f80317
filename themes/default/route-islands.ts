// The islands a route of this theme ships in its first load, by route: imported only by that
// route's page (through themes/route-islands.ts), so other routes load them on demand.
import { SlideControls } from './sections/shared/slide-controls';

/** The seeded home page's slideshow and testimonials. */
export const home = { slides: SlideControls };
