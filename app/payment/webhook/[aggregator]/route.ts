// Payment providers' webhooks (platform/payment/public-routes.ts), verified by the platform.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

export const POST = (request: Request) => forwardToPlatform(request);
