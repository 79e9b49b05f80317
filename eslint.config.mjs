import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const platformImport = {
  patterns: [{ group: ['@/platform', '@/platform/*', '**/platform/*', '../platform', '../../platform'], message: 'The storefront reaches the platform only through lib/sdk/transport.ts.' }],
  paths: [
    { name: 'next/link', message: "Use '@/components/ui/link' (no viewport prefetch of per-request pages)." },
    { name: 'next-seo', importNames: ['JsonLdScript'], message: "Use '@/components/seo/json-ld': next-seo's escape lets '</script >' close the element." },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'platform/db/migrations/**', 'next-env.d.ts'] },
  {
    // The platform must stay swappable: the storefront never imports it directly.
    files: ['app/**', 'components/**', 'lib/**', 'themes/**', 'proxy.ts'],
    ignores: ['lib/sdk/transport.ts', 'components/ui/link.tsx'],
    rules: { 'no-restricted-imports': ['error', platformImport] },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**', 'jest.config.js'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
