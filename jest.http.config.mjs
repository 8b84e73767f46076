import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The HTTP tests: what the servers, the signup endpoints and the exports answer, in Node without a
 * browser. They run after the builds (`npm run test:http`), against the servers Playwright uses,
 * which the global setup starts and the teardown stops (tests/http/servers.ts).
 *
 * @type {import('jest').Config}
 */
const config = {
  displayName: 'http',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/http/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/tests/http/global-setup.ts',
  globalTeardown: '<rootDir>/tests/http/global-teardown.ts',
  // Requests wait on servers more than on the CPU: two files at a time even on two cores.
  maxWorkers: 2,
  testTimeout: 30_000,
};

export default createJestConfig(config);
