/** Unit tests beside the server code, API tests in test/ (whole app on a real database), and
 *  client tests beside the client code (jsdom). All ESM, compiled by swc. */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

// Each jest file normally runs a group of test files in one module registry (test/support/file-group.ts).
// JEST_EACH_FILE=1 runs every file on its own, as `npm run test:api -- <file>` does, and so does
// choosing files with --testPathPatterns (a group file's path names none of them).
const eachFile = process.env.JEST_EACH_FILE === '1' || process.argv.some((arg) => arg.startsWith('--testPathPattern'));

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

export default {
  // API tests boot the whole app and migrate a fresh database inside a test or its hooks; jest reads
  // this only at the top level, not per project.
  testTimeout: 30000,
  // Every API test file has its own database (PGlite in memory, or a scratch PostgreSQL database)
  // and ports of its own, so two workers are safe; on two cores jest would otherwise run one.
  maxWorkers: 2,
  // A worker keeps what each file's embedded database leaves behind; past this it is replaced
  // between files, which kept a full run from slowing to twice its time as the heap grew.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: eachFile
        ? ['**/*.spec.ts']
        : ['<rootDir>/test/groups/*.group.ts', '<rootDir>/{src,test}/**/*.isolated.spec.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      setupFiles: ['<rootDir>/test/support/react-owner-stacks-off.ts'],
    },
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client/src', '<rootDir>/client/test'],
      testMatch: eachFile
        ? ['<rootDir>/client/src/**/*.test.ts', '<rootDir>/client/src/**/*.test.tsx']
        : ['<rootDir>/client/test/groups/*.group.ts', '<rootDir>/client/src/**/*.isolated.test.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '\\.(css|svg|png|jpg|webp)$': '<rootDir>/client/test/file-stub.cjs',
      },
      setupFiles: ['<rootDir>/test/support/react-owner-stacks-off.ts'],
      setupFilesAfterEnv: ['<rootDir>/client/test/setup.ts'],
    },
  ],
};
