// The embedded platform's data model, gathered from the domains that own each table
// (platform/<domain>/schema.ts). drizzle-kit and the database client read this file.
export * from '../configuration/schema';
export * from '../catalog/schema';
export * from '../logistics/schema';
export * from '../media/schema';
export * from '../theme/schema';
export * from '../content/schema';
export * from '../address/schema';
export * from '../cart/schema';
export * from '../user/schema';
export * from '../wishlist/schema';
export * from '../rewards/schema';
export * from '../order/schema';
export * from '../payment/schema';
export * from '../sandbox/schema';
export * from '../notification/schema';
