/**
 * ESLint for the UI (ui/src, ui/e2e, ui/cluster) and its bundler (ssr-bundle): typescript-eslint's
 * recommended rules, the rules of hooks, and the UI's import boundaries (docs/ui-decisions.md
 * "Import boundaries"). ui/src has three kinds of layer, plus what assembles them:
 *  - features (ui/src/features/<name>): one screen's or flow's own code. A feature imports only
 *    its own files, the domain layer and the generic shared layers — never another feature, a
 *    page, a layout or app (they assemble features);
 *  - the domain layer (ui/src/domain/<area>: links, orders, products, influencers): what several
 *    features know about one business thing (its API calls, rules, formats and the components
 *    that show it). Domain code imports only domain code and the generic shared layers — never a
 *    feature, a page, a layout or app. One area may import another (orders and products use the
 *    link figures), but not in a cycle (import/no-cycle);
 *  - the generic shared layers (components, hooks, lib, generated, i18n, theme): UI and helpers
 *    that know no business thing. They never import the domain layer, a feature, a page, a
 *    layout or app; what a generic piece needs from a domain the caller passes in.
 * The feature zones are made from the folders under ui/src/features, so a new feature is
 * covered without touching this file; a new domain area is covered by the domain zone as it is.
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

/** The generic shared layers: what every feature and the domain layer may import. */
const SHARED = ['components', 'hooks', 'lib', 'generated', 'i18n', 'theme'];
/** The domain layer: features may import it; the generic shared layers may not. */
const DOMAIN = 'domain';
/** What assembles features; nothing below it imports it. */
const ASSEMBLY = ['features', 'pages', 'layouts', 'app'];

const features = readdirSync(path.join(root, src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  ...features.map((feature) => ({
    target: `./${src}/features/${feature}`,
    from: `./${src}`,
    except: [`./features/${feature}`, `./${DOMAIN}`, ...SHARED.map((dir) => `./${dir}`)],
    message: `A feature imports only its own files, ${DOMAIN} and ${SHARED.join(', ')}; move what is shared out of the feature.`,
  })),
  {
    target: `./${src}/${DOMAIN}`,
    from: ASSEMBLY.map((dir) => `./${src}/${dir}`),
    message: `${DOMAIN} is the domain layer: it imports only ${DOMAIN} and ${SHARED.join(', ')}, never ${ASSEMBLY.join(', ')}.`,
  },
  {
    target: SHARED.map((dir) => `./${src}/${dir}`),
    from: [DOMAIN, ...ASSEMBLY].map((dir) => `./${src}/${dir}`),
    message: `${SHARED.join(', ')} are generic shared layers: they never import ${[DOMAIN, ...ASSEMBLY].join(', ')} (a domain's code belongs in ${DOMAIN}; pass what a generic piece needs in).`,
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
    // Domain areas may import one another, never round in a circle. no-cycle reads the imported
    // modules, which eslint-plugin-import does only for the extensions and parser named here.
    files: [`${src}/${DOMAIN}/**/*.ts`, `${src}/${DOMAIN}/**/*.tsx`],
    settings: {
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import/no-cycle': 'error' },
  },
  {
    files: ['ui/e2e/**/*.mjs', 'ui/cluster/**/*.mjs'],
    // Browser tests hand functions to the page (`page.evaluate`), which run there.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['ssr-bundle/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
);
