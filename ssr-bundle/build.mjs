/**
 * Builds the two bundles of docs/ssr-contract.md with esbuild:
 *  - dist/server.js: IIFE `SSR` for the Rust server's embedded JS engine (no DOM, no timers);
 *  - dist/client/: ESM, code-split into a few grouped chunks (chunks.mjs), content-hashed,
 *    minified browser bundle;
 *  - dist/client/shopper-HASH.js: the instant store page's own small script (not the app), at
 *    most 30 KB gzipped or the build fails;
 *  - dist/manifest.json: { entry, css, shopper, preload, locales } with file names relative to
 *    dist/client/ (`preload`: per page id, the chunks its first visit loads besides the entry;
 *    `locales`: per language other than English, its catalogue's chunks);
 *  - dist/metafile.json: esbuild's metafile of the client build, for bundle analysis;
 *  - a .br and a .gz beside each client file (compress.mjs), and dist/sizes.json: what a first
 *    visit to each dashboard page downloads, raw, gzip and brotli.
 * chart.js and qrcode are browser-only: the server build fails if anything resolves them.
 */
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkGroups, entryNameOf, planChunks, MAIN_ENTRY } from './chunks.mjs';
import { firstVisits, precompress, staticClosure } from './compress.mjs';
import { importTs } from './importTs.mjs';
import { styledComponentIds } from './styledComponentIds.mjs';
import { memoizeStylis } from './memoizeStylis.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// SHOPLINKS_UI_OUT puts the output elsewhere (scripts/test builds React's development bundles
// into a temporary folder for the browser tests, which then report every hydration warning).
const dist = process.env.SHOPLINKS_UI_OUT ? path.resolve(process.env.SHOPLINKS_UI_OUT) : path.join(here, 'dist');
const clientDir = path.join(dist, 'client');

/**
 * SHOPLINKS_UI_MODE=development builds React's development bundles, unminified, for debugging
 * and for running the browser tests with React's full hydration-mismatch reporting (production
 * React does not report attribute mismatches). Production is the default and what ships.
 */
const mode = process.env.SHOPLINKS_UI_MODE === 'development' ? 'development' : 'production';

const shared = {
  bundle: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  minify: mode === 'production',
  target: 'es2020',
  logLevel: 'warning',
  metafile: true,
  absWorkingDir: root,
  tsconfig: path.join(root, 'tsconfig.json'),
};

/**
 * Packages that only ever run in a browser, after mount: chart.js (the preview charts) and
 * qrcode (the QR code dialog). The client build splits each into a chunk of its own, loaded by
 * a dynamic import; the server bundle must never hold them.
 */
const BROWSER_ONLY_PACKAGES = ['chart.js', 'qrcode'];
const escaped = BROWSER_ONLY_PACKAGES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** Fails the server build the moment anything resolves a browser-only package (or a subpath of one). */
const forbidBrowserOnlyPackages = {
  name: 'forbid-browser-only-packages',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^(${escaped})(/.*)?$`) }, (args) => ({
      errors: [
        {
          text: `${args.path} must never enter the SSR bundle (imported by ${path.relative(root, args.importer)}); import it from a *.client module loaded after mount.`,
        },
      ],
    }));
  },
};

/**
 * Browser-only modules (`*.client.ts(x)`, e.g. a chart.js chart) become empty modules in the
 * server bundle. They are meant to be reached only through a dynamic `import()` that runs after
 * mount (inside <ClientOnly> or an effect), which the server never executes; so chart.js stays
 * out of the server bundle while the client build code-splits it into its own chunk.
 */
const stubClientModules = {
  name: 'stub-client-modules',
  setup(build) {
    build.onResolve({ filter: /\.client(\.tsx?)?$/ }, (args) => ({
      path: path.relative(root, path.resolve(args.resolveDir, args.path)),
      namespace: 'client-only-stub',
    }));
    build.onLoad({ filter: /.*/, namespace: 'client-only-stub' }, () => ({
      contents: 'export {};',
      loader: 'js',
    }));
  },
};

async function buildServer() {
  const result = await esbuild.build({
    ...shared,
    entryPoints: [path.join(here, 'src/entry-server.tsx')],
    outfile: path.join(dist, 'server.js'),
    format: 'iife',
    globalName: 'SSR',
    platform: 'neutral',
    mainFields: ['browser', 'module', 'main'],
    conditions: ['browser'],
    // styled-components' browser build cannot render on a server (it always makes DOM style
    // tags), so the server bundle keeps the regular ESM build (esbuild applies package.json
    // "browser" maps only for platform "browser"). That build mentions require("stream") inside
    // interleaveWithNodeStream(), which we never call; left external, it is never evaluated.
    external: ['stream'],
    plugins: [stubClientModules, forbidBrowserOnlyPackages, memoizeStylis, styledComponentIds({ root })],
  });
  // Belt and braces: even a path import that slipped past the resolver hook is refused.
  const leaked = Object.keys(result.metafile.inputs).filter((input) =>
    BROWSER_ONLY_PACKAGES.some((name) => input.includes(`node_modules/${name}/`)),
  );
  if (leaked.length > 0) throw new Error(`a browser-only package entered the SSR bundle: ${leaked.join(', ')}`);
}

/** The smallest chunk a first visit may load: below it the round trip costs more than the bytes. */
const MIN_FIRST_VISIT_CHUNK = 2 * 1024;

/** The instant store page's script must stay small: shoppers open it on phones, often in-app. */
const SHOPPER_SCRIPT_GZIP_LIMIT = 30 * 1024;

/** The instant store page's script: one plain-DOM file of its own, hashed like the bundle. */
async function buildShopperScript() {
  const result = await esbuild.build({
    ...shared,
    entryPoints: { shopper: path.join(root, 'ui/src/features/instantStore/script/shopper.ts') },
    outdir: clientDir,
    format: 'esm',
    platform: 'browser',
    entryNames: '[name]-[hash]',
  });
  const [file] = Object.keys(result.metafile.outputs).filter((out) => out.endsWith('.js'));
  if (!file) throw new Error('the shopper script was not written');
  return path.basename(file);
}

/**
 * Page id -> the file its loader imports (relative to the root), from the page modules' table
 * (ui/src/app/pageModules.ts) and the loaders' table (ui/src/app/clientPages.ts).
 */
async function pageFiles() {
  const { PAGE_MODULES } = await importTs('ui/src/app/pageModules.ts');
  const loaders = await readFile(path.join(root, 'ui/src/app/clientPages.ts'), 'utf8');
  const files = {};
  for (const [page, module] of Object.entries(PAGE_MODULES)) {
    const match = new RegExp(`\\b${module}: \\(\\) => import\\('([^']+)'\\)`).exec(loaders);
    if (!match) throw new Error(`ui/src/app/clientPages.ts has no loader for page module ${module}`);
    const base = path.resolve(root, 'ui/src/app', match[1]);
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`the loader of page module ${module} imports ${match[1]}, which does not exist`);
    files[page] = path.relative(root, file).split(path.sep).join('/');
  }
  return files;
}

async function buildClient() {
  const shopper = await buildShopperScript();
  const entry = path.join(here, 'src/entry-client.tsx');
  const options = {
    ...shared,
    entryPoints: [entry],
    outdir: clientDir,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
  };
  // Pass one (not written) finds which entry points reach each module; pass two groups them.
  const probe = await esbuild.build({
    ...options,
    write: false,
    plugins: [chunkGroups({ root, entry, plan: null }), styledComponentIds({ root })],
  });
  const plan = planChunks(probe.metafile);
  const result = await esbuild.build({ ...options, plugins: [chunkGroups({ root, entry, plan }), styledComponentIds({ root })] });
  const outputs = Object.entries(result.metafile.outputs);
  const entryOutput = outputs.find(([, meta]) => meta.entryPoint === MAIN_ENTRY);
  if (!entryOutput) throw new Error('client entry output not found in the metafile');
  const relativeToClient = (file) => path.relative(clientDir, path.join(root, file)).split(path.sep).join('/');
  // Each page's chunk: the output whose entry module re-exports the page's file.
  const pageOutputs = {};
  for (const [page, file] of Object.entries(await pageFiles())) {
    const output = outputs.find(([, meta]) => meta.entryPoint === entryNameOf(root, file));
    if (!output) throw new Error(`no client chunk holds ${file} (page ${page})`);
    pageOutputs[page] = output[0];
  }
  const entryClosure = staticClosure(result.metafile.outputs, entryOutput[0]);
  const preload = {};
  for (const [page, output] of Object.entries(pageOutputs)) {
    const files = new Set([...entryClosure, ...staticClosure(result.metafile.outputs, output)]);
    files.delete(entryOutput[0]);
    preload[page] = [...files].map(relativeToClient);
  }
  // Every file a first visit loads is worth its round trip (docs/ssr-contract.md#chunks).
  const firstVisitFiles = new Set([entryOutput[0], ...Object.values(preload).flat().map((f) => path.relative(root, path.join(clientDir, f)))]);
  for (const file of firstVisitFiles) {
    const { bytes } = result.metafile.outputs[file.split(path.sep).join('/')];
    if (bytes < MIN_FIRST_VISIT_CHUNK) {
      throw new Error(`${file} is ${bytes} bytes, under ${MIN_FIRST_VISIT_CHUNK}: a page whose chunk is this small belongs in a PAGE_CHUNKS group of ssr-bundle/chunks.mjs`);
    }
  }
  // Languages other than English: their catalogue's chunk (ui/src/i18n/loadCatalogue.ts).
  const locales = {};
  for (const [file, meta] of outputs) {
    const locale = /^chunk-entry:ui\/src\/i18n\/(\w+)\.ts$/.exec(meta.entryPoint ?? '')?.[1];
    if (!locale) continue;
    const files = [...staticClosure(result.metafile.outputs, file)].filter((f) => !entryClosure.has(f));
    locales[locale] = files.map(relativeToClient);
  }
  const manifest = {
    entry: relativeToClient(entryOutput[0]),
    css: outputs.map(([file]) => file).filter((file) => file.endsWith('.css')).map(relativeToClient),
    shopper,
    preload,
    locales,
  };
  await writeFile(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(dist, 'metafile.json'), JSON.stringify(result.metafile));
  const sizes = await precompress(clientDir);
  const shopperSize = sizes.get(shopper);
  if (!shopperSize || shopperSize.gzip > SHOPPER_SCRIPT_GZIP_LIMIT) {
    throw new Error(`${shopper} is ${shopperSize?.gzip} bytes gzipped, over ${SHOPPER_SCRIPT_GZIP_LIMIT}`);
  }
  const visits = firstVisits(result.metafile, entryOutput[0], pageOutputs, sizes);
  await writeFile(path.join(dist, 'sizes.json'), `${JSON.stringify(visits, null, 2)}\n`);
  return { manifest, visits, shopperSize, chunks: outputs.filter(([file]) => file.endsWith('.js')).length };
}

await rm(dist, { recursive: true, force: true });
await mkdir(clientDir, { recursive: true });
await buildServer();
const { manifest, visits, shopperSize, chunks } = await buildClient();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const heaviest = Object.entries(visits.pages).sort(([, a], [, b]) => b.brotli - a.brotli)[0];
console.log(
  `built ${path.relative(root, dist)}/server.js and ${path.relative(root, dist)}/client/ (${mode}, entry ${manifest.entry}, ${chunks} JavaScript files)`,
);
console.log(
  `first visit JavaScript (brotli): entry ${kb(visits.entry.brotli)}` +
    (heaviest ? `, heaviest page ${heaviest[0]} ${kb(heaviest[1].brotli)} in ${heaviest[1].files} files` : '') +
    ` (all pages in ${path.relative(root, dist)}/sizes.json)`,
);
console.log(
  `instant store page script ${manifest.shopper}: ${shopperSize.raw} bytes, ${shopperSize.gzip} gzip, ${shopperSize.brotli} brotli`,
);
