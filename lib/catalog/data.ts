// The catalogue's server-only loaders, one file per page family under data/. Import them from
// here: `@/lib/catalog/data` is where every page and section gets its catalogue data.
export * from './data/product';
export * from './data/listing';
export * from './data/sections';
export * from './data/compare';
export * from './data/category-scope';
