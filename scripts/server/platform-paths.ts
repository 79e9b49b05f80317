// The paths `npm start` hands straight to the platform, before Next: its API and images (with
// shoppers' upload PUTs to /media/upload/<token>, platform/file-storage/upload-routes.ts), the
// development routes, the sandbox aggregator's pages, what payment providers and the shopper's
// browser send back, and the presigned invoice PDFs. The platform answers them (its own 4xx for a
// bad path, never the shop's pages).
export const PLATFORM_PATHS = /^\/(?:service\/|media\/|dev\/outbox|dev\/rewards\/|dev\/orders\/|dev\/catalog\/|sandbox\/|payment\/(?:webhook|return|confirm|checkout)\/|invoice\/)/;
