// A provider's in-page payment confirmed (Stripe-style: the intent's id and client secret), checked by the platform.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

export const POST = (request: Request) => forwardToPlatform(request);
