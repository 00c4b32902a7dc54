/**
 * Precompresses the client bundle once, at build time: every .js and .css file gets a .br
 * (brotli at its best quality) and a .gz (gzip level 9) beside it, which the server sends to
 * browsers that ask for them. Compressing once here costs nothing per request and affords
 * brotli's best ratio, which compressing on the fly could not.
 *
 * It also works out what a first visit to the dashboard downloads: the entry chunk and every
 * chunk it imports statically, plus a page's own chunk and its static imports (pages load by
 * dynamic import), in raw, gzip and brotli bytes, from esbuild's metafile.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** Writes `name.br` and `name.gz` beside each compressible file of `dir`; returns sizes by file name. */
export async function precompress(dir) {
  const sizes = new Map();
  for (const name of await readdir(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const raw = await readFile(file);
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    sizes.set(name, { raw: raw.length, gzip: gz.length, brotli: br.length });
  }
  return sizes;
}

/** The output files `start` loads before it runs: itself and its static imports, transitively. */
export function staticClosure(outputs, start) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imported of outputs[file].imports) {
      if (imported.kind === 'import-statement') walk(imported.path);
    }
  };
  walk(start);
  return seen;
}

/**
 * What the first visit of each page downloads: the entry's closure plus the page chunk's
 * (`pageOutputs`: page id -> the output file of its chunk), summed in raw, gzip and brotli bytes.
 */
export function firstVisits(metafile, entryFile, pageOutputs, sizes) {
  const outputs = metafile.outputs;
  const base = staticClosure(outputs, entryFile);
  const sum = (files) => {
    const total = { files: files.size, raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const size = sizes.get(path.basename(file));
      if (!size || !file.endsWith('.js')) continue;
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    return total;
  };
  const pages = {};
  for (const [page, file] of Object.entries(pageOutputs)) pages[page] = sum(new Set([...base, ...staticClosure(outputs, file)]));
  return { entry: sum(base), pages };
}
