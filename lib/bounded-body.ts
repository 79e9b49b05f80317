// Moved to common/bounded-body.ts (docs/decisions/0002-wire-contract.md); this path keeps the storefront's imports.
export * from '@/common/bounded-body';
