// Turbopack takes the nearest instrumentation file up to its root, the repository: without this
// one the empty page's server would open and seed the shop's database at start.
export function register() {}
