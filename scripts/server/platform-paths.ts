// The paths `npm start` hands straight to the platform, before Next: its API and images, the
// development routes, the sandbox aggregator's pages and what payment providers and the shopper's
// browser send back. The platform answers them (its own 4xx for a bad path, never the shop's pages).
export const PLATFORM_PATHS = /^\/(?:service\/|media\/|dev\/outbox|dev\/rewards\/|sandbox\/|payment\/(?:webhook|return|confirm|checkout)\/)/;
