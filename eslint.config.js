import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports that would point against the house's arrows:
 * host → screens, blocks → ui → engine → schemas; server → schemas.
 */
const forbid = (...folders) => ({
  patterns: folders.map((folder) => ({
    regex: `^(\\.\\./)+${folder}(/|$)`,
    message: `Imports point one way: host → screens/blocks → engine → schemas; server → schemas. Nothing here may import ${folder}/.`,
  })),
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'data/**',
      'schemas/json/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier wraps code at 120; comments and text it cannot wrap are held to the same width.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name="only"]', message: 'No .only in tests.' },
      ],
    },
  },
  {
    files: ['schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...forbid('engine', 'ui', 'blocks', 'screens', 'host', 'server'),
          paths: ['react', 'react-dom'].map((name) => ({ name, message: 'schemas/ is zod only.' })),
        },
      ],
    },
  },
  {
    files: ['engine/**'],
    rules: { 'no-restricted-imports': ['error', forbid('ui', 'blocks', 'screens', 'host', 'server')] },
  },
  { files: ['ui/**'], rules: { 'no-restricted-imports': ['error', forbid('blocks', 'screens', 'host', 'server')] } },
  { files: ['blocks/**'], rules: { 'no-restricted-imports': ['error', forbid('screens', 'host', 'server')] } },
  { files: ['screens/**'], rules: { 'no-restricted-imports': ['error', forbid('host', 'server')] } },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', forbid('engine', 'ui', 'blocks', 'screens', 'host')] },
  },
);
