// A provider's own payment form (Stripe.js, Razorpay Checkout) on a page the platform draws for the shopper whose payment it is.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => forwardToPlatform(request);
