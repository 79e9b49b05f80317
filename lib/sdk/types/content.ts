// Moved to contract/types/content.ts (docs/decisions/0002-wire-contract.md); this path keeps the storefront's imports.
export * from '@/contract/types/content';
