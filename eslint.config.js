import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports that would point against the house's arrows:
 * host → screens, blocks → ui → engine → schemas; server → schemas; host → server (its entry only).
 */
const forbid = (...folders) =>
  folders.map((folder) => ({
    regex: `^(\\.\\./)+${folder}(/|$)`,
    message: `Imports point one way: host → screens/blocks → ui → engine → schemas; server → schemas. Nothing here may import ${folder}/.`,
  }));

/**
 * The host reaches the API's code through server/index.ts only (its tests may open server/testing). Two or more
 * `../`: one is host/server, the host's own web server, from a file beside it.
 */
const serverInnerFile = {
  regex: '^(\\.\\./){2,}server/',
  message: "Import the server from its entry point ('…/server', server/index.ts), never an inner file.",
};

/** Outside engine/, the engine is reached through its entry points only: engine/index.ts, engine/testing/index.ts. */
const engineInnerFile = {
  regex: '^(\\.\\.?/)+engine/(?!(index|testing|testing/index)$)',
  message:
    "Import the engine from its entry point ('…/engine'; the test kit from '…/engine/testing'), never an inner file: engine/index.ts is its public API (engine/README.md).",
};
const engineTestKit = {
  regex: '^(\\.\\.?/)+engine/testing(/index)?$',
  message: 'engine/testing is the test kit: only tests, stories, test-support files, fixtures and benches import it.',
};

/** Test code, which may import the engine's test kit; everything else may not (it could ship). */
const TEST_CODE = [
  '**/*.test.{ts,tsx}',
  '**/*.test-d.ts',
  '**/*.stories.tsx',
  '**/test-support.{ts,tsx}',
  '**/test-support/**',
  '**/*test-kit.{ts,tsx}',
  '**/fixtures.ts',
  '**/fixtures/**',
  'stories/**',
  '.ladle/**',
  'bench/**',
  'e2e/**',
];

/**
 * The import rules of a folder outside engine/: its arrows and the engine's entry points; outside test code
 * also no test kit. One rule entry per file, since a later entry for a file replaces an earlier one.
 */
const outsideEngine = (folder, ...forbidden) => {
  const shipped = folder === 'host' ? [engineTestKit, serverInnerFile] : [engineTestKit];
  return [
    {
      files: [`${folder}/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(...forbidden), engineInnerFile] }] },
    },
    {
      files: [`${folder}/**`],
      ignores: TEST_CODE,
      rules: {
        'no-restricted-imports': ['error', { patterns: [...forbid(...forbidden), engineInnerFile, ...shipped] }],
      },
    },
  ];
};

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
      // StrykerJS's sandboxes and reports (npm run mutation).
      '.stryker-tmp/**',
      'reports/**',
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
          patterns: forbid('engine', 'ui', 'blocks', 'screens', 'host', 'server'),
          paths: ['react', 'react-dom'].map((name) => ({ name, message: 'schemas/ is zod only.' })),
        },
      ],
    },
  },
  {
    files: ['engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('ui', 'blocks', 'screens', 'host', 'server'),
            {
              regex: '^(\\.\\.?/?)+(index)?$',
              message: 'Inside engine/, import the file itself: the entry point (index.ts) is for code outside.',
            },
          ],
        },
      ],
    },
  },
  ...outsideEngine('ui', 'blocks', 'screens', 'host', 'server'),
  ...outsideEngine('blocks', 'screens', 'host', 'server'),
  ...outsideEngine('screens', 'host', 'server'),
  ...outsideEngine('host'),
  ...outsideEngine('stories'),
  ...outsideEngine('.ladle'),
  ...outsideEngine('bench'),
  ...outsideEngine('e2e'),
  ...outsideEngine('scripts'),
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid('engine', 'ui', 'blocks', 'screens', 'host') }] },
  },
);
