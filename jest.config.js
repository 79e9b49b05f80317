// Two projects: unit (jsdom for components, node for the rest) and integration (the platform over
// real HTTP, started once by the global setup). Browser tests are Playwright, outside jest.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const shared = { moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' } };

module.exports = async () => {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
    testEnvironment: 'node',
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    testEnvironment: 'node',
    globalSetup: '<rootDir>/tests/integration/global-setup.js',
    globalTeardown: '<rootDir>/tests/integration/global-teardown.js',
  })();
  // Packages that ship ES modules only (jose for Google sign-in; rettime, deferred-promise and
  // until-async under msw): SWC compiles them like our own code.
  const esmOnly = ['jose', 'rettime', '@open-draft/deferred-promise', 'until-async'].join('|');
  for (const project of [unit, integration]) {
    project.transformIgnorePatterns = project.transformIgnorePatterns.map((p) =>
      p.replace('(?!(geist|', `(?!(${esmOnly}|geist|`),
    );
  }
  return { projects: [unit, integration], testTimeout: 30000 };
};
