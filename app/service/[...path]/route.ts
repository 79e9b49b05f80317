// The embedded platform over HTTP: any client with the application's credentials (the official
// SDK, curl, a mobile app) calls /service/... on the shop's own origin.
import { forwardToPlatform } from '@/lib/sdk/transport';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => forwardToPlatform(request);

export {
  handle as GET,
  handle as HEAD,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
};
