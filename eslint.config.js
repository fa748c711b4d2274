// ESLint: typescript-eslint, React hooks, jsx-a11y, and the import boundaries of the style guide:
// shared <- server, shared <- web; server and web never import each other; web features do not import
// each other; server features use each other's services, never their repositories.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

const webFeatureRules = featuresOf('src/web/features').map((feature) => ({
  files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@server/*', '**/server/**'], message: 'The web app never imports server code.' },
          {
            regex: `^(@web/features/(?!${feature}/)|\\.\\./\\.\\./(?!${feature}/)[^.][^/]*/)`,
            message: 'Features do not import each other: move shared code to components/ or lib/.',
          },
        ],
      },
    ],
  },
}));

const serverFeatureRules = featuresOf('src/server/features').map((feature) => ({
  files: [`src/server/features/${feature}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@web/*', '**/web/**'], message: 'The server never imports web code.' },
          {
            regex: `^\\.\\./(?!${feature}/)[^/.]+/.*\\.repository$`,
            message: "Call another feature's service, never its repository.",
          },
        ],
      },
    ],
  },
}));

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
              group: ['@server/*', '@web/*', '**/server/**', '**/web/**'],
              message: 'src/shared runs anywhere: it imports neither server nor web code.',
            },
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
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@web/*', '**/web/**'], message: 'The server never imports web code.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '**/server/**'], message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
  ...webFeatureRules,
  ...serverFeatureRules,
  {
    // Tests of shared code read files (translations) with Node; the code under test stays Node-free.
    files: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
