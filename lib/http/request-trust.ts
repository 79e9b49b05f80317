// Moved to common/request-trust.ts (docs/decisions/0002-wire-contract.md); this path keeps the storefront's imports.
export * from '@/common/request-trust';
