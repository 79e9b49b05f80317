// Where a payment provider sends the shopper's browser back; the platform verifies it and
// redirects to /cart/order-status.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => forwardToPlatform(request);
