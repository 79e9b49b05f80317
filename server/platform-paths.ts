import { DEV_PREFIX } from '../platform/dev-paths';

// The paths `npm start` hands straight to the platform, before Next: its API and images (with
// shoppers' upload PUTs to /media/upload/<token>, platform/file-storage/upload-routes.ts), the
// development routes (all of /dev/: platform/dev-paths.ts), the sandbox aggregator's pages, what payment providers and the shopper's
// browser send back, and the presigned invoice PDFs. The platform answers them (its own 4xx for a
// bad path, never the shop's pages).
export const PLATFORM_PATHS = new RegExp(`^(?:/service/|/media/|${DEV_PREFIX}|/sandbox/|/payment/(?:webhook|return|confirm|checkout)/|/invoice/)`);
