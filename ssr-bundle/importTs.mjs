/**
 * Imports a module of the UI's TypeScript from a Node script (the smoke test, the preview
 * harness): esbuild bundles it in memory and Node imports the result, so these scripts use the
 * UI's own code (its route table, its test users) instead of copies that drift.
 */
import * as esbuild from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `relative` is from the repository root, e.g. `ui/src/lib/routes.ts`. */
export async function importTs(relative) {
  const built = await esbuild.build({
    entryPoints: [path.join(root, relative)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
  });
  return import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
}
