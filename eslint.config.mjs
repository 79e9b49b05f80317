import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Import paths that reach a top-level folder, written with the `@/` alias or relatively (`../../lib/x`).
const reaching = (...folders) => `^(@/|(\\.\\./)+)(${folders.join('|')})(/|$)`;

// The lib/ paths the contract and the neutral helpers left (docs/decisions/0002-wire-contract.md):
// importing one means someone re-created it.
const movedFromLib = {
  regex: '^(@/|(\\.\\./)+|\\./)(lib/)?(bounded-body|filters|http/request-trust|lru-cache|readable-text|work-pool|sdk/signing|sdk/types/[a-z-]+|validation/account|validation/zod-browser)$',
  message: 'Moved: import @/contract/... (wire shapes, signing, filters, account rules) or @/common/... (generic helpers) instead (docs/decisions/0002-wire-contract.md).',
};

const platformImport = {
  patterns: [
    { group: ['@/platform', '@/platform/*', '**/platform/*', '../platform', '../../platform'], message: 'The storefront reaches the platform only through lib/sdk/transport.ts.' },
    movedFromLib,
  ],
  paths: [
    { name: 'next/link', message: "Use '@/components/ui/link' (a plain anchor that components/navigation/link-navigator.tsx navigates: no client component or prefetch per link)." },
    { name: 'next-seo', importNames: ['JsonLdScript'], message: "Use '@/components/seo/json-ld': next-seo's escape lets '</script >' close the element." },
  ],
};


// The platform speaks the wire contract (contract/) and uses the neutral helpers (common/), never
// the storefront's code.
const storefrontRefusal = { regex: reaching('lib', 'app', 'components', 'themes'), message: 'The platform imports contract/ and common/, never the storefront (docs/decisions/0002-wire-contract.md).' };
// Known exception: the platform seeds the default theme from its data files (JSON, no code):
// preset.json and the section schemas `npm run theme:build` writes from the section files.
const themeDataRefusal = {
  regex: reaching('lib', 'app', 'components', 'themes(?!/default/(preset|sections\\.generated)\\.json$)'),
  message: "The platform reads only the default theme's data from themes/: preset.json and sections.generated.json (docs/decisions/0004-theme-sections-one-file.md).",
};

const INFRASTRUCTURE = ['db', 'http'];
const domains = fs
  .readdirSync('platform', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(entry.name))
  .map((entry) => entry.name);
// Each domain's tables, read from its schema.ts.
const tablesOf = Object.fromEntries(
  domains.map((domain) => {
    const file = `platform/${domain}/schema.ts`;
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    return [domain, [...text.matchAll(/export const (\w+)\s*=\s*pgTable\b/g)].map((m) => m[1])];
  }),
);
// The seed writes the demo shop into every domain's tables, as a migration would: it may.
const SEEDS_EVERY_DOMAIN = 'seed';

/** Refusals for a file `depth` folders below platform/<domain>/ (0: directly in it). */
function domainRefusals(domain, depth) {
  const up = `(\\.\\./){${depth + 1}}`;
  const others = domains.filter((d) => d !== domain).join('|');
  const refusals = [
    { regex: `^${up}(${others})/`, message: `A domain imports another only through its index.ts ('../<domain>'), which names what it offers to other domains (docs/ARCHITECTURE.md, Platform domains).` },
  ];
  if (domain === SEEDS_EVERY_DOMAIN) return refusals;
  const foreign = domains.filter((d) => d !== domain).flatMap((d) => tablesOf[d]);
  refusals.push({
    regex: `^${up}(db/schema|${others})$`,
    importNames: foreign,
    message: "A domain reads another domain's tables only through that domain's functions (its index.ts); its own tables are its schema.ts.",
  });
  return refusals;
}

function platformDomainBlocks() {
  const blocks = [{ files: ['platform/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [storefrontRefusal] }] } }];
  for (const folder of INFRASTRUCTURE) blocks.push({ files: [`platform/${folder}/**`], rules: { 'no-restricted-imports': ['error', { patterns: [storefrontRefusal] }] } });
  for (const domain of domains) {
    for (const depth of [0, 1, 2]) {
      const files = [`platform/${domain}/${'*/'.repeat(depth)}*.ts`];
      const patterns = [...domainRefusals(domain, depth), domain === 'theme' ? themeDataRefusal : storefrontRefusal];
      blocks.push({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
      // A schema.ts names the tables its foreign keys point to: that is no read.
      if (depth === 0) blocks.push({ files: [`platform/${domain}/schema.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [{ ...domainRefusals(domain, 0)[0], regex: `^\\.\\./(${domains.filter((d) => d !== domain).join('|')})/(?!schema$)` }, storefrontRefusal] }] } });
    }
  }
  return blocks;
}

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'platform/db/migrations/**', 'next-env.d.ts'] },
  {
    // The platform must stay swappable: the storefront never imports it directly. The one
    // exception is lib/sdk/transport.ts, the SDK's in-process transport, which mounts the platform
    // when PLATFORM_URL is unset (docs/decisions/0002-wire-contract.md).
    files: ['app/**', 'components/**', 'lib/**', 'themes/**', 'proxy.ts'],
    ignores: ['lib/sdk/transport.ts', 'components/ui/link.tsx'],
    rules: { 'no-restricted-imports': ['error', platformImport] },
  },
  // The platform's domains: each imports another only through its index.ts, and reads another's
  // tables only through its functions (tests/unit/architecture/platform-domains.test.ts keeps
  // their imports free of cycles). db/ and http/ are shared infrastructure, open to every domain.
  ...platformDomainBlocks(),
  {
    // Known, not yet routed through the owner's functions: configuration and logistics read each
    // other's reference tables (countries, currencies, pincodes), payment's options join orders,
    // file storage writes media's rows. Each gets a function of its owner next.
    files: ['platform/configuration/currency-service.ts', 'platform/configuration/location-service.ts', 'platform/configuration/store-service.ts', 'platform/logistics/country-service.ts', 'platform/payment/options-service.ts', 'platform/file-storage/service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [storefrontRefusal] }] },
  },
  {
    // The contract and the neutral helpers are imported by both sides, so they import neither.
    files: ['contract/**', 'common/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: reaching('platform', 'lib', 'app', 'components', 'themes'), message: 'contract/ and common/ import neither the platform nor the storefront (docs/decisions/0002-wire-contract.md).' }] }],
    },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**', 'jest.config.js'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': ['error', { patterns: [movedFromLib] }],
    },
  },
];

export default config;
