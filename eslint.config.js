import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { layerZones } from './scripts/layer-zones.js';

const foldersIn = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// Each workspace app (apps/<app>/) is a feature of its own: apps use each other, and the rest of
// the code uses them, through their index.ts (DESIGN section 11).
const featuresIn = (path) =>
  foldersIn(path).flatMap((name) => (name === 'apps' ? foldersIn(`${path}/apps`).map((app) => `apps/${app}`) : [name]));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'src/server/db/migrations/',
      '.test-data/',
      'src/client/graphql/',
      'src/server/graphql/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Prettier wraps code at 120 columns; this catches the comments it leaves alone (long words in
      // strings, URLs and patterns stay whole).
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    // Layers point one way (README, "Architecture in a page"); scripts/layer-zones.js says which.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // Imports name their files with the extension, so Node's resolution finds them as written.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // no-cycle follows imports by parsing each file, so it needs the TypeScript parser.
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: layerZones({
            clientFeatures: featuresIn('src/client/features'),
            serverFolders: featuresIn('src/server'),
          }),
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.js'],
    languageOptions: { globals: globals.node },
  },
);
