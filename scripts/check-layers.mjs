#!/usr/bin/env node
/**
 * The server's features depend on each other one way (docs/architecture.md#feature-layers):
 * reads the `layers` and `back-edges` blocks of docs/architecture.md, finds every use of
 * `crate::features::X` outside test modules in server/src/features/<f>/, and fails when
 *  - a feature has no layer, or a layer names a feature that does not exist;
 *  - a feature uses one of its own layer or a higher one, unless the edge is listed as a back-edge;
 *  - a listed back-edge is no longer in the code (so the list stays true and only shrinks);
 *  - a feature's mod.rs declares a `pub mod` not listed in the `face-modules` block (a feature's
 *    face is its mod.rs: re-exports, routes, startup registration, and these few namespace
 *    modules; every other submodule is private, which the compiler enforces), or the block lists
 *    one that is not public;
 *  - a feature names a table (diesel's `schema::t`, or `FROM t` / `INTO t` / `UPDATE t` / `JOIN t`
 *    in SQL text) that the `tables` block gives to another feature, unless `feature: t` is listed
 *    in the `table-reads` block (what is listed there only shrinks: a listed read no longer in the
 *    code fails too); `testing` (the test seed and the bench's bulk history) writes fixtures into
 *    every table and is outside this rule; a table of the schema without an owner fails.
 * Prints the graph's size. `node scripts/check-layers.mjs` (the test command runs it).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const featuresDir = path.join(root, 'server/src/features');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The lines of the fenced block named `name` in the architecture document. */
function block(name) {
  const found = doc.match(new RegExp('```' + name + '\\n([\\s\\S]*?)```'));
  if (!found) throw new Error(`docs/architecture.md has no \`\`\`${name} block`);
  return found[1].split('\n').map((line) => line.trim()).filter(Boolean);
}

const layerOf = new Map();
for (const line of block('layers')) {
  const [level, names] = line.split(':');
  for (const name of names.trim().split(/\s+/)) layerOf.set(name, Number(level));
}
const allowed = new Set(block('back-edges').map((line) => line.split(':')[0].replace(/\s+/g, ' ').trim()));

const rustFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return rustFiles(full);
    return full.endsWith('.rs') ? [full] : [];
  });

/**
 * `text` with each `#[cfg(test)] mod … { … }` block blanked out (its lines kept, so line numbers
 * hold): the module's braces are matched, skipping comments, strings and character literals.
 */
function withoutTestModules(text) {
  let out = text;
  for (const start of [...text.matchAll(/#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*\{/g)].reverse()) {
    let depth = 0;
    let i = start.index + start[0].length - 1;
    for (; i < text.length; i += 1) {
      const rest = text.slice(i, i + 3);
      if (rest.startsWith('//')) i = text.indexOf('\n', i);
      else if (rest.startsWith('/*')) i = text.indexOf('*/', i) + 1;
      else if (/^r#*"/.test(text.slice(i, i + 10)) && !/\w/.test(text[i - 1])) {
        const hashes = text.slice(i + 1).match(/^#*/)[0];
        i = text.indexOf('"' + hashes, text.indexOf('"', i) + 1) + hashes.length;
      } else if (text[i] === '"') {
        for (i += 1; text[i] !== '"'; i += 1) if (text[i] === '\\') i += 1;
      } else if (/^'(\\.|[^\\'])'/.test(text.slice(i, i + 4))) i = text.indexOf("'", i + 2);
      else if (text[i] === '{') depth += 1;
      else if (text[i] === '}' && --depth === 0) break;
      if (i < 0) break;
    }
    const end = i < 0 ? text.length : i + 1;
    out = out.slice(0, start.index) + out.slice(start.index, end).replace(/[^\n]/g, ' ') + out.slice(end);
  }
  return out;
}

/** The tables `text` names, with the index of each first naming. */
function tablesNamed(text) {
  const named = new Map();
  const note = (name, index) => named.has(name) || named.set(name, index);
  for (const m of text.matchAll(/schema::\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) if (part.trim()) note(part.trim().split(/[\s:]/)[0], m.index);
  }
  for (const m of text.matchAll(/schema::(\w+)/g)) note(m[1], m.index);
  for (const m of text.matchAll(/\b(?:FROM|INTO|UPDATE|JOIN|PARTITION OF)\s+(\w+)/g)) note(m[1], m.index);
  return named;
}

/** The features `feature`'s code uses, with one place each (test modules left out). */
function usesOf(feature) {
  const uses = new Map();
  for (const file of rustFiles(path.join(featuresDir, feature))) {
    let text = readFileSync(file, 'utf8');
    text = withoutTestModules(text);
    const note = (name, index) => {
      if (name !== feature && !uses.has(name)) {
        const line = text.slice(0, index).split('\n').length;
        uses.set(name, `${path.relative(root, file)}:${line}`);
      }
    };
    for (const m of text.matchAll(/crate::features::(\w+)/g)) note(m[1], m.index);
    for (const m of text.matchAll(/crate::features::\{([^}]*)\}/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim().split('::')[0];
        if (name) note(name, m.index);
      }
    }
  }
  return uses;
}

const features = readdirSync(featuresDir).filter((name) => statSync(path.join(featuresDir, name)).isDirectory());
const problems = [];
for (const name of layerOf.keys()) if (!features.includes(name)) problems.push(`layers name ${name}, which is not a feature`);
let edges = 0;
const seen = new Set();
for (const feature of features) {
  if (!layerOf.has(feature)) {
    problems.push(`${feature} has no layer in docs/architecture.md`);
    continue;
  }
  for (const [used, where] of usesOf(feature)) {
    edges += 1;
    const edge = `${feature} -> ${used}`;
    seen.add(edge);
    if (!layerOf.has(used)) continue; // reported above
    if (layerOf.get(used) >= layerOf.get(feature) && !allowed.has(edge)) {
      problems.push(`${edge} runs ${layerOf.get(used) === layerOf.get(feature) ? 'across' : 'up'} (layer ${layerOf.get(feature)} -> ${layerOf.get(used)}), at ${where}`);
    }
  }
}
for (const edge of allowed) if (!seen.has(edge)) problems.push(`back-edge ${edge} is listed but no longer in the code: take it off the list`);

const faceModules = new Set(block('face-modules').flatMap((line) => line.split(/\s+/)));
const publicModules = new Set(
  features.flatMap((feature) =>
    [...readFileSync(path.join(featuresDir, feature, 'mod.rs'), 'utf8').matchAll(/^pub mod (\w+);/gm)].map((m) => `${feature}::${m[1]}`),
  ),
);
for (const name of publicModules) {
  if (!faceModules.has(name)) problems.push(`${name} is a public module but not in face-modules: make it private and re-export what others need`);
}
for (const name of faceModules) if (!publicModules.has(name)) problems.push(`face-modules lists ${name}, which is not a public module`);

// Tables: each has one owner; another feature reads it through the owner's face.
const schema = readFileSync(path.join(root, 'server/src/db/schema.rs'), 'utf8');
const schemaTables = new Set([...schema.matchAll(/^\s*(\w+) \(/gm)].map((m) => m[1]));
const ownerOf = new Map();
for (const line of block('tables')) {
  const [owner, names] = line.split(':');
  if (!features.includes(owner.trim())) problems.push(`tables names ${owner.trim()}, which is not a feature`);
  for (const name of names.trim().split(/\s+/)) {
    if (!schemaTables.has(name)) problems.push(`tables gives ${name} to ${owner.trim()}, but the schema has no such table`);
    if (ownerOf.has(name)) problems.push(`tables gives ${name} to both ${ownerOf.get(name)} and ${owner.trim()}`);
    ownerOf.set(name, owner.trim());
  }
}
for (const name of schemaTables) if (!ownerOf.has(name)) problems.push(`table ${name} has no owner in the tables block`);
const listedReads = new Set(
  block('table-reads').flatMap((line) => {
    const [reader, names] = line.split('#')[0].split(':');
    return names.trim().split(/\s+/).map((name) => `${reader.trim()}: ${name}`);
  }),
);
const seenReads = new Set();
for (const feature of features.filter((f) => f !== 'testing')) {
  for (const file of rustFiles(path.join(featuresDir, feature))) {
    const text = withoutTestModules(readFileSync(file, 'utf8'));
    for (const [table, index] of tablesNamed(text)) {
      const owner = ownerOf.get(table);
      if (!owner || owner === feature) continue;
      const read = `${feature}: ${table}`;
      seenReads.add(read);
      if (!listedReads.has(read)) {
        const line = text.slice(0, index).split('\n').length;
        problems.push(`${feature} reads ${owner}'s table ${table} at ${path.relative(root, file)}:${line}: ask ${owner} through its face`);
      }
    }
  }
}
for (const read of listedReads) if (!seenReads.has(read)) problems.push(`table-reads lists ${read}, no longer in the code: take it off the list`);

if (problems.length > 0) {
  console.error(`feature layers (docs/architecture.md#feature-layers):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `feature layers hold: ${features.length} features, ${edges} uses, ${allowed.size} listed back-edges, ` +
    `${publicModules.size} public namespace modules, ${ownerOf.size} tables with one owner each, ` +
    `${listedReads.size} listed reads of another feature's table`,
);
