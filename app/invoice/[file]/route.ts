// A shipment's invoice PDF behind a presigned link (platform/order/invoice/invoice-routes.ts),
// checked and served by the platform. `npm start` sends /invoice/ to the platform before Next;
// this route serves it under `next dev` and `next start`.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => forwardToPlatform(request);
