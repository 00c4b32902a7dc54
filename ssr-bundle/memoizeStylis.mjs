/**
 * esbuild plugin for the server bundle: memoises styled-components' stylis compiler.
 *
 * Why: every server render uses a fresh ServerStyleSheet (styles must belong to one render), so
 * styled-components compiles the CSS of every component again on every render; under the
 * QuickJS interpreter that stylis work is about half of a dashboard render. The compiler is a
 * pure function of its arguments (CSS text, selector, prefix, component id), so its output can be
 * cached across renders. The cache is bounded and returns copies, so callers never share state.
 *
 * The patch targets one line of styled-components 6.x's ESM build; if that line is not found
 * exactly once (after an upgrade), the build fails rather than silently losing the speed-up.
 */
import { readFile } from 'node:fs/promises';

const TARGET = 'd.hash=p!==F?p.toString():"",d}';
const HELPER = `function __shoplinksMemoStylis(compile){const cache=new Map();const memo=function(css,selector="",prefix="",componentId="&"){const key=css+"\\u0000"+selector+"\\u0000"+prefix+"\\u0000"+componentId;let rules=cache.get(key);if(rules===undefined){rules=compile(css,selector,prefix,componentId);if(cache.size>=4000)cache.clear();cache.set(key,rules);}return rules.slice();};memo.hash=compile.hash;return memo;}\n`;

export const memoizeStylis = {
  name: 'memoize-stylis',
  setup(build) {
    build.onLoad({ filter: /styled-components[\\/]dist[\\/]styled-components\.esm\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const count = source.split(TARGET).length - 1;
      if (count !== 1) {
        throw new Error(`memoize-stylis: expected the stylis factory line once in ${args.path}, found ${count}`);
      }
      return {
        contents: HELPER + source.replace(TARGET, 'd.hash=p!==F?p.toString():"",__shoplinksMemoStylis(d)}'),
        loader: 'js',
      };
    });
  },
};
