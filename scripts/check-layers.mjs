#!/usr/bin/env node
/**
 * The server's features depend on each other one way (docs/architecture.md#feature-layers):
 * reads the `layers` and `back-edges` blocks of docs/architecture.md, finds every use of
 * `crate::features::X` outside test modules in server/src/features/<f>/, and fails when
 *  - a feature has no layer, or a layer names a feature that does not exist;
 *  - a feature uses one of its own layer or a higher one, unless the edge is listed as a back-edge;
 *  - a listed back-edge is no longer in the code (so the list stays true and only shrinks).
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

/** The features `feature`'s code uses, with one place each (test modules left out). */
function usesOf(feature) {
  const uses = new Map();
  for (const file of rustFiles(path.join(featuresDir, feature))) {
    let text = readFileSync(file, 'utf8');
    // Test modules sit at the end of a file; what follows `#[cfg(test)]` is not the feature's code.
    const tests = text.search(/#\[cfg\(test\)\]/);
    if (tests >= 0) text = text.slice(0, tests);
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

if (problems.length > 0) {
  console.error(`feature layers (docs/architecture.md#feature-layers):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`feature layers hold: ${features.length} features, ${edges} uses, ${allowed.size} listed back-edges`);
