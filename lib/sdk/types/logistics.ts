// Moved to contract/types/logistics.ts (docs/decisions/0002-wire-contract.md); this path keeps the storefront's imports.
export * from '@/contract/types/logistics';
