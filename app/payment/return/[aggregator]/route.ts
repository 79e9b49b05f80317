// Where a payment provider sends the shopper's browser back (a GET, or a form its checkout
// posts); the platform verifies it and redirects to /cart/order-status.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => forwardToPlatform(request);
export const POST = (request: Request) => forwardToPlatform(request);
