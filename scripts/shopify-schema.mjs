#!/usr/bin/env node
/**
 * Shopify's published Admin API schemas, one per version, as the introspection answers that the
 * npm package @shopify/dev-mcp ships (dist/data/admin_<version>.json.gz). That package brings
 * a large dependency tree (the Shopify CLI among it) that the schemas do not need, so it is not
 * installed: `node scripts/shopify-schema.mjs fetch` (scripts/setup runs it) downloads the
 * pinned version's tarball with `npm pack`, refuses it unless its sha512 is the one written
 * below, and keeps only its stable admin_*.json.gz files in
 * `${SHOPLINKS_CACHE_DIR:-~/.cache/shoplinks}/shopify-schema/dev-mcp-<version>/`. Nothing else of
 * the package is unpacked or run. Moving to a newer package: change VERSION and INTEGRITY
 * (`npm view @shopify/dev-mcp@<version> dist.integrity`).
 *
 * Imported by scripts/check-admin-api.mjs for `loadSchema(apiVersion)`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { buildClientSchema } from 'graphql';

/** The package and the exact tarball it must be. */
const PACKAGE = '@shopify/dev-mcp';
const VERSION = '1.16.0';
const INTEGRITY = 'sha512-tqgRnK7sQhjew+htxtleTH23nXB5fZcsrhWgEkomsorGXvLOB2mh2upwZm8uzuTDNTZnqtLMe64yIwh6s2awtw==';

const cacheRoot = process.env.SHOPLINKS_CACHE_DIR || path.join(os.homedir(), '.cache', 'shoplinks');
const dir = path.join(cacheRoot, 'shopify-schema', `dev-mcp-${VERSION}`);
/** Written last, so a fetch cut short is done again. */
const complete = path.join(dir, 'complete');

/** Where the schema of `apiVersion` is kept. */
export function schemaFile(apiVersion) {
  return path.join(dir, `admin_${apiVersion}.json.gz`);
}

/** The schema of `apiVersion`, built from its introspection answer. */
export function loadSchema(apiVersion) {
  const file = schemaFile(apiVersion);
  if (!existsSync(complete)) throw new Error(`Shopify's Admin API schemas are not fetched: run scripts/setup (or node scripts/shopify-schema.mjs fetch)`);
  if (!existsSync(file)) {
    const have = readFileSync(complete, 'utf8').trim().split('\n').join(', ');
    throw new Error(`${PACKAGE}@${VERSION} ships no Admin API schema for ${apiVersion} (it has ${have}): move VERSION in scripts/shopify-schema.mjs to a release that does`);
  }
  const introspection = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  return buildClientSchema(introspection.data ?? introspection);
}

/** Downloads and keeps the stable Admin API schemas, unless already kept. */
function fetchSchemas() {
  if (existsSync(complete)) return;
  const work = mkdtempSync(path.join(os.tmpdir(), 'shopify-schema-'));
  try {
    execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', work, '--silent', '--loglevel=error'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${PACKAGE}@${VERSION} left no tarball`);
    const digest = `sha512-${createHash('sha512').update(readFileSync(path.join(work, tarball))).digest('base64')}`;
    if (digest !== INTEGRITY) throw new Error(`${PACKAGE}@${VERSION} is not the tarball pinned in scripts/shopify-schema.mjs (${digest})`);
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, '--wildcards', 'package/dist/data/admin_*.json.gz']);
    const data = path.join(work, 'package', 'dist', 'data');
    const stable = readdirSync(data).filter((name) => /^admin_\d{4}-\d{2}\.json\.gz$/.test(name)).sort();
    if (stable.length === 0) throw new Error(`${PACKAGE}@${VERSION} has no admin_<version>.json.gz`);
    mkdirSync(dir, { recursive: true });
    for (const name of stable) copyFileSync(path.join(data, name), path.join(dir, name));
    writeFileSync(complete, stable.map((name) => name.slice('admin_'.length, -'.json.gz'.length)).join('\n') + '\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.argv[2] !== 'fetch') {
    console.error('usage: node scripts/shopify-schema.mjs fetch');
    process.exit(2);
  }
  fetchSchemas();
  console.log(`Shopify Admin API schemas (${PACKAGE}@${VERSION}): ${readFileSync(complete, 'utf8').trim().split('\n').join(', ')} in ${dir}`);
}
