// The sandbox aggregator's hosted pages (platform/sandbox/), answered by the platform. `npm start`
// sends these paths to the platform before Next; this route serves them under `next dev`.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => forwardToPlatform(request);
export const POST = (request: Request) => forwardToPlatform(request);
