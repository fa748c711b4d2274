// ESLint: typescript-eslint, React hooks, jsx-a11y, and the import boundaries of the style guide
// (eslint-plugin-boundaries, docs/decisions/017-feature-ownership.md): shared <- server, shared <- web;
// server and web never import each other; web features do not import each other (but for their query
// keys); a server feature uses another feature's service, never its repository or any other file of
// it; plugins and lib do not import features.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The parts of the code the boundaries are drawn between; the first pattern that matches a file names it. */
const elements = [
  { type: 'shared', pattern: 'src/shared' },
  { type: 'server-feature', pattern: 'src/server/features/*', capture: ['feature'] },
  { type: 'server-plugin', pattern: 'src/server/plugins' },
  { type: 'server-lib', pattern: 'src/server/lib' },
  // Who may do what (ownership, premium gates, blocks, audiences, visibility): asked by every feature.
  { type: 'server-access', pattern: 'src/server/access' },
  { type: 'server-db', pattern: 'src/server/db' },
  // app.ts, main.ts, config.ts: they put the features, plugins and lib together.
  { type: 'server-app', pattern: 'src/server' },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web', pattern: 'src/web' },
].map((element) => ({ ...element, partialMatch: false }));

const server = { types: 'server-*' };
const web = { types: ['web', 'web-feature'] };

/**
 * Imports inside one element (one feature, one folder) are not checked; these policies say what may not
 * cross. Everything else is allowed; the last policy that matches an import decides.
 */
const boundaryPolicies = [
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: [server, web] } },
    message: 'src/shared runs anywhere: it imports neither server nor web code.',
  },
  {
    from: { element: server },
    disallow: { to: { element: web } },
    message: 'The server never imports web code.',
  },
  {
    from: { element: web },
    disallow: { to: { element: server } },
    message: 'The web app never imports server code.',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-feature' } } },
    message:
      "Features do not import each other (only another feature's query-keys.ts): move shared code to components/ or lib/.",
  },
  {
    // A feature's query keys (constants, no code): another feature that reads, refreshes or drops what
    // it keeps names it by the owner's key instead of writing a copy (docs/decisions/047).
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', fileInternalPath: 'query-keys.ts' } } },
  },
  {
    from: { element: { types: ['server-plugin', 'server-lib', 'server-db', 'server-access'] } },
    disallow: { to: { element: { type: 'server-feature' } } },
    message:
      'Plugins, lib, access and db sit below the features and never import one: app.ts hands them what a feature provides.',
  },
  {
    from: { element: { type: 'server-feature' } },
    disallow: { to: { element: { type: 'server-feature' } } },
    message:
      'A feature uses another feature through its service (x.service.ts), never its repository, tables or other files.',
  },
  {
    from: { element: { type: 'server-feature' } },
    allow: { to: { element: { type: 'server-feature', fileInternalPath: '*.service.ts' } } },
  },
];

/**
 * Fields whose numbers are states named in src/shared/states.ts and src/shared/applications/: compared
 * with a bare number anywhere else, they are refused (a state is named once).
 */
const stateFieldNames =
  '/^(status|statusid|subscription|subscription_status|subscriptionStatus|disponibility|approved|approvedp)$/';
// HTTP answers and errors carry a `status` too: those are numbers of HTTP, not states.
const httpHolders = '/^(error|answer|response|res|reply|result|query|err)$/';
const bareNumber = "[right.type='Literal'][right.raw=/^[0-9]$/]";
const bareNegative = "[right.type='UnaryExpression'][right.argument.type='Literal']";
const stateMessage =
  'A state is named once: compare with its name from src/shared/states.ts or src/shared/applications/ instead of a bare number.';
const stateComparisons = [bareNumber, bareNegative].flatMap((number) => [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]${number}[left.type='MemberExpression'][left.property.name=${stateFieldNames}]:not([left.object.name=${httpHolders}]):not([left.object.type=/^(ThisExpression|CallExpression)$/])`,
    message: stateMessage,
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]${number}[left.type='Identifier'][left.name=${stateFieldNames}]`,
    message: stateMessage,
  },
]);
const stateQueries = [
  {
    selector: `CallExpression[callee.name=/^(eq|ne)$/][arguments.0.property.name=${stateFieldNames}][arguments.1.raw=/^[0-9]$/]`,
    message: stateMessage,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom'],
              message: 'src/shared has no Node and no DOM dependencies.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/root-path': fileURLToPath(new URL('.', import.meta.url)),
      'import/resolver': { [fileURLToPath(new URL('scripts/eslint-resolver.cjs', import.meta.url))]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['src/shared/states.ts', 'src/shared/applications/**', 'src/server/db/schema/**'],
    rules: { 'no-restricted-syntax': ['error', ...stateComparisons, ...stateQueries] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests of shared code read files (translations) with Node; the code under test stays Node-free.
    files: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
