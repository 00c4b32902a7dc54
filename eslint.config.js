/**
 * ESLint for the UI (ui/src, ui/e2e) and its bundler (ssr-bundle): typescript-eslint's
 * recommended rules, the rules of hooks, and the UI's import boundaries (docs/ui-decisions.md
 * "Import boundaries"):
 *  - a feature (ui/src/features/<name>) imports only its own files and the shared layers
 *    components, hooks, lib, generated, i18n and theme — never another feature, a page, a
 *    layout or app (they assemble features);
 *  - the shared layers never import a feature, a page, a layout or app.
 * The feature zones are made from the folders under ui/src/features, so a new feature is
 * covered without touching this file.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const src = 'ui/src';

/** What every feature may import besides its own folder. */
const SHARED = ['components', 'hooks', 'lib', 'generated', 'i18n', 'theme'];
/** What assembles features; nothing below it imports it. */
const ASSEMBLY = ['features', 'pages', 'layouts', 'app'];

const features = readdirSync(path.join(root, src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  ...features.map((feature) => ({
    target: `./${src}/features/${feature}`,
    from: `./${src}`,
    except: [`./features/${feature}`, ...SHARED.map((dir) => `./${dir}`)],
    message: `A feature imports only its own files and ${SHARED.join(', ')}; move what is shared out of the feature.`,
  })),
  {
    target: SHARED.map((dir) => `./${src}/${dir}`),
    from: ASSEMBLY.map((dir) => `./${src}/${dir}`),
    message: `${SHARED.join(', ')} are shared layers: they never import ${ASSEMBLY.join(', ')}.`,
  },
];

export default tseslint.config(
  {
    ignores: ['ssr-bundle/dist/**', `${src}/generated/**`, 'node_modules/**'],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // `_name` marks a binding left unused on purpose (a rest sibling, an ignored argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['ui/e2e/**/*.mjs'],
    // Browser tests hand functions to the page (`page.evaluate`), which run there.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['ssr-bundle/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
);
