// Product and brand images, served by the platform with immutable caching.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return forwardToPlatform(request);
}
