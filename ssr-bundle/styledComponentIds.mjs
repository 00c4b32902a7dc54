/**
 * esbuild plugin: gives every styled component a stable `componentId` and `displayName`.
 *
 * Why: without the Babel/SWC plugin, styled-components numbers components in module evaluation
 * order. The server bundle evaluates every page up front while the browser evaluates only the
 * entry and one page chunk, so the counters (and the class names) would differ and hydration
 * would mismatch. Neither the Babel nor the SWC plugin runs inside esbuild, so this small
 * transform does the one thing we need: it rewrites
 *   const Name = styled.tag / styled(Component)
 * to
 *   const Name = styled.tag.withConfig({ displayName: "Name", componentId: "<hash>" })
 * where the hash comes from the file path and the name, identical in both builds.
 * A styled call it cannot name (not a `const X = styled...` declaration) fails the build, so
 * the convention "one named styled block per declaration" is enforced rather than hoped for.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const DECLARATION =
  /\b(const|let|var)(\s+)([A-Za-z_$][\w$]*)(\s*=\s*)styled(\.[A-Za-z][\w]*|\(\s*[A-Za-z_$][\w$.]*\s*\))/g;
const ANY_STYLED_CALL = /\bstyled\s*(\.[A-Za-z]|\()/g;

/** Transforms one source file; exported for the build's own sanity checks. */
export function addStyledComponentIds(source, relativePath) {
  let count = 0;
  const contents = source.replace(DECLARATION, (_whole, keyword, space, name, assign, target) => {
    count++;
    const hash = createHash('sha1').update(`${relativePath}:${name}`).digest('hex').slice(0, 8);
    // styled-components prefixes the id with the display name itself: "Name-<hash>".
    const config = `{ displayName: ${JSON.stringify(name)}, componentId: ${JSON.stringify(hash)} }`;
    return `${keyword}${space}${name}${assign}styled${target}.withConfig(${config})`;
  });
  // Comments may mention `styled.x`; only code counts.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const total = (code.match(ANY_STYLED_CALL) ?? []).length;
  return { contents, count, unnamed: total - count };
}

/** @param {{ root: string }} options root is the directory paths are made relative to. */
export function styledComponentIds({ root }) {
  return {
    name: 'styled-component-ids',
    setup(build) {
      build.onLoad({ filter: /\.(tsx|ts)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        // Only modules that import styled-components' default export can create components.
        if (!/import\s+styled\b/.test(source)) return undefined;
        const relativePath = path.relative(root, args.path).split(path.sep).join('/');
        const { contents, unnamed } = addStyledComponentIds(source, relativePath);
        if (unnamed > 0) {
          return {
            errors: [
              {
                text: `${relativePath}: ${unnamed} styled call(s) are not "const Name = styled..." declarations; declare each styled block as a named const so it gets a stable id.`,
              },
            ],
          };
        }
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
