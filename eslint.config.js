// @ts-check
/** Lint rules for the whole tree (docs/architecture.md, "Rules the linter enforces"). Type-aware:
 *  every TypeScript file is read with the tsconfig.json nearest to it. */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import sqlTableOwner from './scripts/eslint/sql-table-owner.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'client/dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/data/**',
      // Committed migrations are never edited; a rule change must not ask for it.
      'migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `void promise` is how a promise is dropped on purpose (a fire-and-forget refresh, a navigation).
      // React event handlers may be async: the attribute check would ask for a wrapper on every form.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A leading underscore marks a name kept for its position (a parameter, a destructured sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Module boundaries (docs/architecture.md, "Rules the linter enforces"): each folder of
    // src/modules is one module; another module, web/, cli/ or the app imports it only through its
    // public files. Inside a module anything goes. The seeders and admin:create (src/database) write
    // every module's tables and unit tests may reach into what they test, so neither is checked.
    files: ['src/**/*.ts'],
    ignores: ['src/database/**', 'src/**/*.spec.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [`${import.meta.dirname}/scripts/eslint-ts-resolver.cjs`]: {} },
      'boundaries/elements': [
        { type: 'module', pattern: 'src/modules/*', capture: ['name'] },
        { type: 'core', pattern: 'src/core' },
        { type: 'config', pattern: 'src/config' },
        { type: 'web', pattern: 'src/web' },
        { type: 'cli', pattern: 'src/cli' },
        { type: 'app', pattern: 'src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              to: { element: { type: 'module' } },
              disallow: { to: { element: { fileInternalPath: '**' } } },
              message:
                'Import another module only through its public files (*.module, *.service, *.sql, *.view, *.enums, *.rules, dto/, entities/)',
            },
            {
              to: { element: { type: 'module' } },
              allow: {
                to: {
                  element: {
                    fileInternalPath: [
                      '**/*.module.ts',
                      '**/*.service.ts',
                      '**/*.sql.ts',
                      '**/*.view.ts',
                      '**/*.enums.ts',
                      '**/*.rules.ts',
                      '**/dto/*.ts',
                      '**/entities/*.entity.ts',
                    ],
                  },
                },
              },
            },
            // search/text/ is the text search every search of the site shares: public as a whole.
            {
              to: { element: { type: 'module', captured: { name: 'search' } } },
              allow: { to: { element: { fileInternalPath: 'text/*.ts' } } },
            },
            // The view-as and social sign-in hand-over cookie, which the back office sets; it moves
            // with the social sign-in's rewrite (issue 23, item 5).
            {
              to: { element: { type: 'module', captured: { name: 'account' } } },
              allow: { to: { element: { fileInternalPath: 'sessions/handover-cookie.ts' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Table ownership in SQL text (docs/architecture.md, "Rules the linter enforces"): a module's
    // SQL names only its own tables; another module's go through the owner's *.sql.ts. The owners
    // and the known exceptions are scripts/eslint/table-owners.js. Unit tests are not checked.
    files: ['src/modules/**/*.ts'],
    ignores: ['src/**/*.spec.ts'],
    plugins: { local: { rules: { 'sql-table-owner': sqlTableOwner } } },
    rules: { 'local/sql-table-owner': 'error' },
  },
  {
    files: ['client/src/**/*.tsx', 'client/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. The plugin's React Compiler rules stay off: the client is not compiled
    // by React Compiler, and they flag plain effects (an object URL, a post-hydration flag).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // An import resolver is loaded with require(); it requires only Node's modules and the node resolver.
    files: ['scripts/*.cjs'],
    rules: {
      '@typescript-eslint/no-require-imports': ['error', { allow: ['^node:', '^eslint-import-resolver-node$'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A test reads JSON answers whose shape its own assertions check; the product code stays typed.
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The sanitizers (forbidden characters, XML text, link schemes) match control characters on purpose.
    rules: { 'no-control-regex': 'off' },
  },
);
