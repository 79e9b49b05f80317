// Moved to contract/filters.ts (docs/decisions/0002-wire-contract.md); this path keeps the storefront's imports.
export * from '@/contract/filters';
