/**
 * Fewer, better chunks for the browser bundle (docs/ssr-contract.md#chunks).
 *
 * Left alone, esbuild's code splitting makes one chunk per set of entry points that share a
 * module: with thirty page modules that is well over a hundred chunks, most of them about 1 KB,
 * and a phone on a slow network pays a round trip for each (a first visit asked for 60 to 70
 * files). esbuild has no minimum chunk size, so the build groups modules itself, in two passes:
 *
 *  1. Page modules that are small and visited in the same flow are one dynamic-import target
 *     (`PAGE_CHUNKS`: the sign-in forms, the store-connect pages, the legal pages, links,
 *     shorts and the magic store, …), so they are one chunk.
 *  2. A first build (not written) tells which entry points reach each module. `planChunks`
 *     then picks, for every module, the set of entry points it is to be reached from: `core`
 *     (every entry point: whatever the client entry needs, or what pages of different families
 *     share), a family's shared chunk (every entry point of the family: what several of its
 *     pages share, when that would otherwise be a chunk under `KEEP_BYTES`), or what esbuild
 *     found (a page's own modules, and larger shared groups such as the legal texts).
 *  3. The real build makes each entry point import a virtual module per group it belongs to
 *     (`chunk-group:core`, `chunk-group:dashboard`), which imports the group's modules; esbuild
 *     then puts each group in one chunk, as it puts any modules reached from the same entries.
 *
 * Chunks stay content-hashed (`[name]-[hash]`), so caching stays immutable.
 */
import path from 'node:path';

/** Page modules (paths under ui/src, without `.tsx`) loaded together, as one chunk. */
export const PAGE_CHUNKS = {
  account: [
    'pages/LoginPage',
    'pages/LoginInfluencerPage',
    'pages/RegisterPage',
    'pages/RegisterRequestPage',
    'pages/ForgotPasswordPage',
    'pages/ForgotPasswordInfluencerPage',
    'pages/ResetPasswordPage',
    'pages/VerifyAccountPage',
  ],
  storeConnect: ['pages/RegisterStorePage', 'pages/LoginStorePage', 'pages/StoreAuthPage'],
  legal: ['pages/PrivacyPolicyPage', 'pages/TermsPage'],
  info: ['pages/WelcomePage', 'pages/HelpShopifyPage', 'pages/NotFoundPage', 'pages/DevMailboxPage', 'pages/SocialAuthPage'],
  // The magic store ends in the links' create dialog and then the links page: one flow, and
  // apart it would split the editor both use into a chunk of its own, one more file for links.
  linkContent: ['pages/LinksPage', 'pages/ShortsPage', 'pages/MagicStorePage'],
  // Served without the app bundle (the public side is Rust-rendered); listed for exhaustiveness.
  shopperPages: ['features/instantStore/InstantStorePage', 'features/instantStore/FeedPage'],
};

/**
 * Families of page chunks: what pages of one family share goes into that family's shared chunk;
 * what pages of two families share goes into `core`. A chunk not listed is a dashboard page.
 */
const SIGNED_OUT = new Set(['account', 'legal', 'info']);

/** A shared group smaller than this (minified bytes) is folded into its family's shared chunk. */
export const KEEP_BYTES = 8 * 1024;
/** A family's shared chunk smaller than this is folded into `core`. */
export const MIN_SHARED_BYTES = 4 * 1024;

export const ENTRY_NAMESPACE = 'chunk-entry';
export const GROUP_NAMESPACE = 'chunk-group';
/** The client entry's virtual wrapper (its output keeps the name `entry-client`). */
export const MAIN_ENTRY = `${ENTRY_NAMESPACE}:entry-client`;

/** The page chunk of a module (absolute path), or null for a module loaded on its own. */
function pageChunkOf(root, file) {
  const relative = path.relative(path.join(root, 'ui/src'), file).split(path.sep).join('/').replace(/\.tsx?$/, '');
  for (const [chunk, pages] of Object.entries(PAGE_CHUNKS)) if (pages.includes(relative)) return chunk;
  return null;
}

/** The entry point (metafile name) a page module's dynamic import becomes; `file` relative to the root. */
export function entryNameOf(root, file) {
  return `${ENTRY_NAMESPACE}:${pageChunkOf(root, path.resolve(root, file)) ?? file}`;
}

/** The family of an entry point (its metafile name): main, signedOut, dashboard or lazy:<name>. */
function familyOf(entry) {
  if (entry === MAIN_ENTRY) return 'main';
  const name = entry.slice(ENTRY_NAMESPACE.length + 1);
  if (SIGNED_OUT.has(name)) return 'signedOut';
  if (name.includes('/pages/') || Object.hasOwn(PAGE_CHUNKS, name)) return 'dashboard';
  return `lazy:${name}`;
}

const isVirtual = (input) => input.startsWith(`${ENTRY_NAMESPACE}:`) || input.startsWith(`${GROUP_NAMESPACE}:`);

/**
 * From the first pass's metafile: the groups to inject, `{ core: [files], <family>: [files] }`
 * with files relative to the root, and for each entry point (metafile name) the groups it
 * imports.
 */
export function planChunks(metafile) {
  const { inputs, outputs } = metafile;
  const bytes = new Map();
  for (const output of Object.values(outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) bytes.set(input, (bytes.get(input) ?? 0) + bytesInOutput);
  }
  const entries = Object.values(outputs).map((o) => o.entryPoint).filter(Boolean);
  const staticImports = (file) => (inputs[file]?.imports ?? []).filter((i) => i.kind !== 'dynamic-import' && !i.external).map((i) => i.path);

  const reach = new Map();
  for (const entry of entries) {
    const stack = [entry];
    const seen = new Set();
    while (stack.length > 0) {
      const file = stack.pop();
      if (seen.has(file) || !inputs[file]) continue;
      seen.add(file);
      if (!isVirtual(file)) {
        if (!reach.has(file)) reach.set(file, new Set());
        reach.get(file).add(entry);
      }
      stack.push(...staticImports(file));
    }
  }

  const families = (set) => new Set([...set].map(familyOf));
  const groupOf = new Map();
  for (const [file, set] of reach) {
    // Modules only the client entry reaches stay in its own chunk.
    if (set.size > 1 && (set.has(MAIN_ENTRY) || families(set).size > 1)) groupOf.set(file, 'core');
  }
  // A module in a group pulls the modules it imports into that group (or core), so that the
  // group's modules are reached from exactly the group's entry points.
  const close = () => {
    let changed = true;
    while (changed) {
      changed = false;
      for (const [file, group] of groupOf) {
        for (const dep of staticImports(file)) {
          if (!reach.has(dep)) continue;
          const current = groupOf.get(dep);
          if (current === 'core' || current === group) continue;
          groupOf.set(dep, current === undefined && group !== 'core' ? group : 'core');
          changed = true;
        }
      }
    }
  };
  for (;;) {
    close();
    // What is left in esbuild's own grouping: modules by the set of entry points reaching them.
    const natural = new Map();
    for (const [file, set] of reach) {
      if (groupOf.has(file) || set.size < 2) continue;
      const key = [...set].sort().join('|');
      if (!natural.has(key)) natural.set(key, { family: familyOf([...set][0]), files: [], bytes: 0 });
      const group = natural.get(key);
      group.files.push(file);
      group.bytes += bytes.get(file) ?? 0;
    }
    let folded = false;
    for (const { family, files, bytes: size } of natural.values()) {
      if (size >= KEEP_BYTES) continue;
      for (const file of files) groupOf.set(file, family);
      folded = true;
    }
    close();
    // A family's shared chunk too small to be worth a request goes into core.
    const sizes = new Map();
    for (const [file, group] of groupOf) sizes.set(group, (sizes.get(group) ?? 0) + (bytes.get(file) ?? 0));
    for (const [group, size] of sizes) {
      if (group === 'core' || size >= MIN_SHARED_BYTES) continue;
      for (const [file, g] of groupOf) if (g === group) groupOf.set(file, 'core');
      folded = true;
    }
    if (!folded) break;
  }

  const groups = {};
  for (const [file, group] of groupOf) (groups[group] ??= []).push(file);
  for (const files of Object.values(groups)) files.sort();
  const imports = {};
  for (const entry of entries) {
    imports[entry] = Object.keys(groups).filter((group) => group === 'core' || group === familyOf(entry));
  }
  return { groups, imports };
}

/**
 * The esbuild plugin of both passes. Dynamic imports become virtual entry modules (one per page
 * chunk; one per other module, e.g. a chart), and the client entry a virtual wrapper; each
 * wrapper imports its groups (none in the first pass) and re-exports its modules.
 */
export function chunkGroups({ root, entry, plan }) {
  const absolute = (file) => JSON.stringify(path.resolve(root, file));
  return {
    name: 'chunk-groups',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.chunkGroups) return undefined;
        if (args.kind === 'entry-point' && path.resolve(root, args.path) === entry) {
          return { path: 'entry-client', namespace: ENTRY_NAMESPACE, pluginData: { members: [entry] } };
        }
        if (args.kind !== 'dynamic-import') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { chunkGroups: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const chunk = pageChunkOf(root, resolved.path);
        if (chunk) {
          const members = PAGE_CHUNKS[chunk].map((page) => path.join(root, 'ui/src', `${page}.tsx`));
          return { path: chunk, namespace: ENTRY_NAMESPACE, pluginData: { members } };
        }
        const relative = path.relative(root, resolved.path).split(path.sep).join('/');
        return { path: relative, namespace: ENTRY_NAMESPACE, pluginData: { members: [resolved.path] } };
      });
      build.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => {
        const name = `${ENTRY_NAMESPACE}:${args.path}`;
        const groups = plan?.imports[name] ?? [];
        const lines = [
          ...groups.map((group) => `import ${JSON.stringify(`${GROUP_NAMESPACE}:${group}`)};`),
          ...args.pluginData.members.map((member) => `export * from ${JSON.stringify(member)};`),
        ];
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
      build.onResolve({ filter: new RegExp(`^${GROUP_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(GROUP_NAMESPACE.length + 1),
        namespace: GROUP_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: GROUP_NAMESPACE }, (args) => ({
        contents: (plan?.groups[args.path] ?? []).map((file) => `import ${absolute(file)};`).join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}
