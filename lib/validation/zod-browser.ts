// Moved to common/zod-browser.ts (docs/decisions/0002-wire-contract.md); this path keeps the storefront's imports.
import '@/common/zod-browser';
