import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Import paths that reach a top-level folder, written with the `@/` alias or relatively (`../../lib/x`).
const reaching = (...folders) => `^(@/|(\\.\\./)+)(${folders.join('|')})(/|$)`;

// The lib/ paths the contract and the neutral helpers left (docs/decisions/0002-wire-contract.md):
// importing one means someone re-created it.
const movedFromLib = {
  regex:
    '^(@/|(\\.\\./)+|\\./)(lib/)?(bounded-body|filters|http/request-trust|lru-cache|readable-text|work-pool|sdk/signing|sdk/types/[a-z-]+|validation/account|validation/zod-browser)$',
  message:
    'Moved: import @/contract/... (wire shapes, signing, filters, account rules) or @/common/... (generic helpers) instead (docs/decisions/0002-wire-contract.md).',
};

// Next's internals change without notice between versions: only its public entry points.
const nextInternals = {
  regex: '^next/dist(/|$)',
  message:
    "next/dist/ is Next's internals: use a public entry point (next, next/server, next/navigation…) or our own code (tests may compare with Next's internals).",
};

// The HTTP front (server/) reaches the platform only through platform/index.ts and the storefront
// only through lib/page-cache/index.ts and lib/http-front/index.ts (docs/decisions/0006-http-front.md).
const frontImport = {
  regex: `^(@/|(\\.\\./)+)(platform/|lib/(?!(page-cache|http-front)$)|lib$|app(/|$)|components(/|$)|themes(/|$))`,
  message:
    'server/ imports the platform from platform/index.ts, the storefront from lib/page-cache or lib/http-front, and contract/ and common/ (docs/decisions/0006-http-front.md).',
};

// The code themes reach the shop through the registries in themes/ only; components/ and lib/
// never import a theme (the engine's one door is lib/theme/code-theme.ts, which imports the
// sections registry).
const themeImport = (except = '') => ({
  regex: `^(@/|(\\.\\./)+)themes${except}(/|$)`,
  message:
    'components/ and lib/ never import themes/: the engine receives the code theme through lib/theme/code-theme.ts (docs/THEMES.md).',
});

// What a theme may import of the shop: the theme author's API (docs/THEMES.md, "What a theme imports").
const themeAuthorApi = {
  regex:
    '^@/(?!(lib/blocks(/[a-z-]+)?|lib/theme/(section-contract|settings|links|render/route-islands)|components/ui/[a-z-]+|contract/types/[a-z-]+)$)',
  message:
    'A theme imports the shop through @/lib/blocks/*, @/components/ui/*, @/contract/types/* and lib/theme\'s contract (docs/THEMES.md, "What a theme imports"); add what it lacks to lib/blocks.',
};

const platformImport = {
  patterns: [
    nextInternals,
    {
      group: ['@/platform', '@/platform/*', '**/platform/*', '../platform', '../../platform'],
      message: 'The storefront reaches the platform only through lib/sdk/transport.ts.',
    },
    movedFromLib,
  ],
  paths: [
    {
      name: 'next/link',
      message:
        "Use '@/components/ui/link' (a plain anchor that components/navigation/link-navigator.tsx navigates: no client component or prefetch per link).",
    },
  ],
};

// The SDK (lib/sdk/*) is how lib/<domain>/ data, actions and client actions and the lib/blocks
// hooks reach the platform; UI and pages call those, never the SDK (docs/decisions/0003-storefront-domain-folders.md).
const sdkImport = {
  regex: '^(@/|(\\.\\./)+)lib/sdk(/|$)',
  message:
    'UI reaches the platform only through its domain: loaders in @/lib/<domain>/data, server actions in @/lib/<domain>/actions, browser calls in @/lib/<domain>/client-actions, or the @/lib/blocks hooks (docs/decisions/0003-storefront-domain-folders.md).',
};
const appSdkImport = {
  regex: '^(@/|(\\.\\./)+)lib/sdk(?!/transport$)(/|$)',
  message:
    'Pages reach the platform only through its domain: loaders in @/lib/<domain>/data, server actions in @/lib/<domain>/actions (a route handler may forward with @/lib/sdk/transport) (docs/decisions/0003-storefront-domain-folders.md).',
};

// The platform speaks the wire contract (contract/) and uses the neutral helpers (common/), never
// the storefront's code.
const storefrontRefusal = {
  regex: reaching('lib', 'app', 'components', 'themes'),
  message: 'The platform imports contract/ and common/, never the storefront (docs/decisions/0002-wire-contract.md).',
};
// Known exception: the platform seeds the shop theme from its data (JSON, no code), received
// through themes/registry-data.ts: preset.json and the section schemas `npm run theme:build` writes.
const themeDataRefusal = {
  regex: reaching('lib', 'app', 'components', 'themes(?!/registry-data$)'),
  message:
    "The platform reads only the themes' data, through themes/registry-data.ts (docs/decisions/0004-theme-sections-one-file.md).",
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
    {
      regex: `^${up}(${others})/`,
      message: `A domain imports another only through its index.ts ('../<domain>'), which names what it offers to other domains (docs/ARCHITECTURE.md, Platform domains).`,
    },
  ];
  if (domain === SEEDS_EVERY_DOMAIN) return refusals;
  const foreign = domains.filter((d) => d !== domain).flatMap((d) => tablesOf[d]);
  refusals.push({
    regex: `^${up}(db/schema|${others})$`,
    importNames: foreign,
    message:
      "A domain reads another domain's tables only through that domain's functions (its index.ts); its own tables are its schema.ts.",
  });
  return refusals;
}

function platformDomainBlocks() {
  const blocks = [
    {
      files: ['platform/*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [storefrontRefusal, nextInternals] }] },
    },
  ];
  for (const folder of INFRASTRUCTURE)
    blocks.push({
      files: [`platform/${folder}/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [storefrontRefusal, nextInternals] }] },
    });
  for (const domain of domains) {
    for (const depth of [0, 1, 2]) {
      const files = [`platform/${domain}/${'*/'.repeat(depth)}*.ts`];
      const patterns = [
        ...domainRefusals(domain, depth),
        domain === 'theme' ? themeDataRefusal : storefrontRefusal,
        nextInternals,
      ];
      blocks.push({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
      // A schema.ts names the tables its foreign keys point to: that is no read.
      if (depth === 0)
        blocks.push({
          files: [`platform/${domain}/schema.ts`],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  {
                    ...domainRefusals(domain, 0)[0],
                    regex: `^\\.\\./(${domains.filter((d) => d !== domain).join('|')})/(?!schema$)`,
                  },
                  storefrontRefusal,
                  nextInternals,
                ],
              },
            ],
          },
        });
    }
  }
  return blocks;
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'bench/empty-next/.next/**',
      'node_modules/**',
      '.data/**',
      'platform/db/migrations/**',
      'next-env.d.ts',
    ],
  },
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
    files: ['components/**'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...platformImport, patterns: [...platformImport.patterns, sdkImport, themeImport()] },
      ],
    },
  },
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': ['error', { ...platformImport, patterns: [...platformImport.patterns, appSdkImport] }],
    },
  },
  {
    files: ['lib/**'],
    ignores: ['lib/sdk/transport.ts'],
    rules: {
      'no-restricted-imports': ['error', { ...platformImport, patterns: [...platformImport.patterns, themeImport()] }],
    },
  },
  {
    // The engine's one door to the code themes: the sections registry, nothing else of themes/.
    files: ['lib/theme/code-theme.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...platformImport, patterns: [...platformImport.patterns, themeImport('(?!/registry$)')] },
      ],
    },
  },
  {
    // A theme imports its own files, the theme author's API and React; never another top-level folder relatively.
    files: ['themes/**'],
    ignores: ['themes/registry-data.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...platformImport,
          patterns: [
            ...platformImport.patterns,
            sdkImport,
            themeAuthorApi,
            {
              regex: '^(\\.\\./)+(lib|app|components|platform|contract|common|scripts|server)(/|$)',
              message: themeAuthorApi.message,
            },
          ],
        },
      ],
    },
  },
  {
    // The platform reads this module, so it holds JSON only: each theme's preset.json and sections.generated.json.
    files: ['themes/registry-data.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[a-z0-9-]+/(preset|sections\\.generated)\\.json$)',
              message:
                'themes/registry-data.ts imports JSON only: preset.json and sections.generated.json of a theme folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract and the neutral helpers are imported by both sides, so they import neither.
    files: ['contract/**', 'common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nextInternals,
            {
              regex: reaching('platform', 'lib', 'app', 'components', 'themes'),
              message:
                'contract/ and common/ import neither the platform nor the storefront (docs/decisions/0002-wire-contract.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The HTTP front: the platform and the storefront through their public entries only.
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nextInternals, frontImport, movedFromLib] }] },
  },
  {
    // The root files, the scripts and the benches: no Next internals.
    files: ['*.ts', '*.mjs', 'scripts/**', 'bench/**'],
    ignores: ['proxy.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nextInternals, movedFromLib] }] },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**', 'jest.config.js'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Tests may hold our code to Next's internals (tests/unit/server/router-state-header.test.ts).
    files: ['tests/**', 'jest.config.js'],
    rules: { 'no-restricted-imports': ['error', { patterns: [movedFromLib] }] },
  },
];

export default config;
