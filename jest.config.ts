import os from 'node:os';
import type { Config } from 'jest';

/**
 * Jest compiles TypeScript and JSX with SWC, not Babel (webpack's babel-loader stays, for the
 * browsers' targets): a fresh clone has no transform cache. Without one, on this 2-core machine,
 * web and build took 253 s with Babel and 223 s with SWC; one console test file alone 30 s and
 * 10 s. SWC strips types without checking them (`npm run typecheck` does), and hoists jest.mock
 * like babel-jest; its exports are read-only getters, so a test that spies on a module's export
 * mocks that module with a writable copy of itself.
 */
function swcTransform(tsx: boolean): [string, Record<string, unknown>] {
  return [
    '@swc/jest',
    {
      swcrc: false,
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: true } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

const shared = {
  // JSX only in .tsx files: in .ts, `<T>value` is a type assertion.
  transform: { '^.+\\.tsx$': swcTransform(true), '^.+\\.m?[jt]s$': swcTransform(false) },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

/**
 * What loading the server's modules under Jest takes: the server's tests, and the console's web
 * tests that run the real app in-process (src/testing/real-server.ts).
 */
const serverModules = {
  // typebox, cookie and @fastify/cookie ship ES modules only, and so do otplib's hashes and
  // base32 (@noble/hashes, @scure/base): SWC turns them into CommonJS.
  // (otplib's plugin keeps its own @noble/hashes in a nested node_modules.)
  esModulePackages:
    '(@otplib/plugin-crypto-noble/node_modules/)?(typebox|cookie|@fastify/cookie|@noble/hashes|@scure/base)/',
  moduleNameMapper: {
    // isomorphic-dompurify's jsdom loads ES-module-only packages: see server/test/dompurify-node.ts.
    '^isomorphic-dompurify$': '<rootDir>/server/test/dompurify-node.ts',
    // The contract's alias, as server/tsconfig.json declares it.
    '^@contract/(.*)$': '<rootDir>/contract/$1',
  },
};

/** The server's tests: Node, one PostgreSQL cluster for the whole run. */
const serverProject = {
  ...shared,
  testEnvironment: 'node',
  transformIgnorePatterns: [`/node_modules/(?!${serverModules.esModulePackages})`],
  roots: ['<rootDir>/server/test'],
  // One PostgreSQL cluster for all the server's test files (server/test/global-setup.ts).
  globalSetup: '<rootDir>/server/test/global-setup.ts',
  globalTeardown: '<rootDir>/server/test/global-teardown.ts',
  moduleNameMapper: serverModules.moduleNameMapper,
  testMatch: ['**/*.test.ts'],
};

const config: Config = {
  // A console test walks a few lazily loaded pages, each up to 5 s on a loaded machine
  // (src/testing/setup.ts); the server's tests start databases. Only a failure waits this long.
  testTimeout: 30_000,
  // Jest's default is one worker fewer than the cores: on a 2-core machine one worker, which runs
  // the files one after another in its process (CI: 623 s). Most files wait on databases and
  // child servers, so a worker per core keeps both busy (202 s on the same machine), and one more
  // keeps them busier still (web, build and integration on two cores: 185 s → 166 s, 2 % of the CPU
  // idle). `npm run test:server` stays at one a core: 3 workers there took 111 s instead of 95 s.
  maxWorkers: os.availableParallelism() + 1,
  // Each project gets its own environment: the browser app in jsdom, the server in node.
  projects: [
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      // MSW's package exports need the node conditions, not jsdom's "browser" ones.
      testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
      roots: ['<rootDir>/src', '<rootDir>/templates', '<rootDir>/contract'],
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
      // MSW's dependencies ship ES modules only: let SWC turn them into CommonJS (and the
      // server's, for the console's tests against the real app).
      transformIgnorePatterns: [
        `/node_modules/(?!(until-async|@mswjs|msw|headers-polyfill|outvariant|strict-event-emitter)/|${serverModules.esModulePackages})`,
      ],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
      // The seeded embedded store each console test file's real app starts from (src/testing/real-server.ts).
      globalSetup: '<rootDir>/server/test/console-global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
      moduleNameMapper: {
        ...serverModules.moduleNameMapper,
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@templates/(.*)$': '<rootDir>/templates/$1',
        // webpack's require.context does not exist under Jest: the same discovery, read from disk.
        '^(\\.{1,2}|@/registry)/template-context$': '<rootDir>/src/registry/template-context.node.ts',
        '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/src/testing/file-stub.ts',
      },
    },
    {
      ...serverProject,
      displayName: 'server',
      // The fast layer: the app in-process on SQLite and the shared PostgreSQL cluster.
      testPathIgnorePatterns: ['<rootDir>/server/test/integration/'],
    },
    {
      ...serverProject,
      displayName: 'integration',
      // Real server processes: floods, SIGKILLs, several processes on one database (npm run
      // test:integration). Slow by nature (the flood alone runs 60 s).
      roots: ['<rootDir>/server/test/integration'],
    },
    {
      ...shared,
      // The build's own modules (build/): what it reads from the app's modules (tsx runs them).
      displayName: 'build',
      testEnvironment: 'node',
      roots: ['<rootDir>/build'],
      testMatch: ['**/__tests__/**/*.test.ts'],
    },
  ],
};

export default config;
