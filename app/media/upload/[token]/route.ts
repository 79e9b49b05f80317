// The direct PUT of a shopper's upload (platform/file-storage/upload-routes.ts), forwarded to the
// platform, which checks its token, type, size and bytes.
import { forwardUpload } from '@/lib/file-storage/forward';

export const dynamic = 'force-dynamic';

export const PUT = (request: Request) => forwardUpload(request);
