// Moved to contract/types/configuration.ts (docs/decisions/0002-wire-contract.md); this path keeps the storefront's imports.
export * from '@/contract/types/configuration';
