// Builds dist/: the entry (site-runtime.js, no React), the blocks chunk, one lazily loaded chunk per
// feature with shared chunks for what they have in common, site-runtime.css, the embed frame, the host's
// types (site-runtime.d.ts), the manifest a host serves from (manifest.json), the fixture pages, and a
// size report.
//
//   node build.mjs            production build of dist/ (import { build } for another outDir; buildEager for the bench)
//   node build.mjs --out DIR --no-pages --placeholders 25,12
//                             a build with 25 more block rows and 12 more page rows in the registry, for
//                             the budget test (test/unit/registry-budget.test.ts): never shipped

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { hostTypes } from './scripts/host-types.mjs';
import { writeManifest } from './scripts/manifest.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = process.env.SITE_RUNTIME_VERSION ?? pkg.version;

const ENTRY = join(root, 'src/runtime/entry.ts');
const REGISTRY = join(root, 'src/runtime/registry.ts');
const TRACKING = join(root, 'src/analytics/visitor-events.ts');
/** A feature's lazily imported parts: `src/features/<name>/<part>.lazy.tsx` → `chunks/<name>.<part>`. */
const LAZY_PART = /^([a-z0-9-]+)\.lazy\.tsx?$/;

// Chunks built each as one self-contained file, with no shared chunks: they load on pages that may
// have nothing else (the empty page loads the entry and these), where one file compresses better
// than six small ones and nothing else would use the shared ones. They must not use React (checked).
const STANDALONE = ['blocks', 'consent-policy', 'error-reporter', 'unsent', 'visitor-analytics'];
const TRUSTED_TYPES = join(root, 'src/core/trusted-types.ts');
// The builder's context reader (src/runtime/context.ts loads it on a page without #site-context), and
// the guard of unsent forms on its own, for when the blocks chunk (which carries it) did not come.
const RUNTIME_CHUNKS = {
  'chunks/blocks': join(root, 'src/runtime/blocks.ts'),
  'chunks/static-context': join(root, 'src/runtime/static-context.ts'),
  'chunks/unsent': join(root, 'src/runtime/unsent-chunk.ts'),
};

const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  // Maps without a comment pointing at them: no bytes for visitors; the error reporter's host can
  // still resolve stacks with them.
  sourcemap: 'external',
  legalComments: 'none',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"', __VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
};

/**
 * `outDir` other than dist/ lets the bench build its own copy while the tests use dist/. `pages: false`
 * skips the fixture pages; `placeholders` adds rows to the registry (see placeholderRows()).
 */
export async function build({ outDir = dist, pages = true, placeholders = undefined } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const registry = await readRegistry(outDir);
  const plugins = placeholders ? [placeholderRows(placeholders)] : [];
  const react = await buildReact(outDir);
  const tracking = await buildTracking(outDir);
  const lazyParts = await buildLazyParts(outDir, react, tracking.define);
  const { hashes: features, reactUsers } = await buildFeatures(outDir, react, tracking.define, lazyParts);
  // The block features' table travels in the blocks chunk (with their islands and React, for prefetch);
  // the entry knows the page features' and it.
  const blockNames = [...registry.blocks, ...registry.blocks.map((name) => `${name}.island`)];
  const blockChunks = { ...pick(features, blockNames), react: react.hash, ...placeholderHashes(placeholders?.blocks ?? 0, 'block') };
  const standalone = await buildStandalone(
    outDir,
    {
      ...tracking.define,
      __BLOCK_CHUNKS__: JSON.stringify(blockChunks),
      __REACT_USERS__: JSON.stringify(reactUsers.filter((name) => name in blockChunks)),
    },
    plugins,
  );
  const entryChunks = {
    ...pick({ ...features, ...standalone }, [...registry.pages, 'blocks', 'static-context', 'unsent']),
    ...placeholderHashes(placeholders?.pages ?? 0, 'page'),
  };
  await buildEntry(entryChunks, outDir, plugins);
  await buildEmbedFrame(outDir);
  await minifyScripts(outDir);
  await buildCss(outDir);
  precompress(outDir);
  writeFileSync(join(outDir, 'site-runtime.d.ts'), hostTypes(version));
  writeManifest(outDir, version);
  if (pages) await buildPages(outDir);
  const report = writeSizeReport(outDir);
  return { chunks: { ...features, ...standalone, react: react.hash }, report };
}

/**
 * The registry's two tables, read by running src/runtime/registry.ts at build time, so the build knows
 * which chunks are block features (their table goes into the blocks chunk) and which are page-level
 * (the entry's). A folder without a row, or a row without a folder, fails the build.
 */
async function readRegistry(outDir) {
  const { BLOCKS, PAGE_FEATURES } = await importForNode(REGISTRY, 'registry', outDir);
  const blocks = BLOCKS.map((row) => row.name);
  const pages = PAGE_FEATURES.map((row) => row.name);
  const folders = Object.keys(chunkEntries())
    .map((key) => key.slice('chunks/'.length))
    .filter((name) => !(`chunks/${name}` in RUNTIME_CHUNKS) && !name.endsWith('.island'));
  const rows = [...blocks, ...pages];
  const missing = folders.filter((name) => !rows.includes(name));
  const orphan = rows.filter((name) => !folders.includes(name));
  if (missing.length > 0) throw new Error(`build: src/features/ has no registry row for ${missing.join(', ')} (src/runtime/registry.ts)`);
  if (orphan.length > 0) throw new Error(`build: the registry names ${orphan.join(', ')}, with no folder in src/features/`);
  return { blocks, pages };
}

function pick(table, names) {
  return Object.fromEntries(names.filter((name) => name in table).map((name) => [name, table[name]]));
}

/**
 * Every folder in src/features/ with an index.ts(x) is a feature chunk; one with an island.tsx also
 * has `<name>.island`, the React part it loads when the block needs it (src/island/deferred.ts). And
 * the runtime's own chunks.
 */
export function chunkEntries() {
  const dir = join(root, 'src/features');
  const entries = {};
  for (const name of readdirSync(dir).sort()) {
    const index = ['index.ts', 'index.tsx'].map((file) => join(dir, name, file)).find(existsSync);
    if (index) entries[`chunks/${name}`] = index;
    const island = join(dir, name, 'island.tsx');
    if (existsSync(island)) entries[`chunks/${name}.island`] = island;
  }
  return { ...entries, ...RUNTIME_CHUNKS };
}

const isStandalone = (key) => STANDALONE.includes(key.slice('chunks/'.length));

/** The modules of React that islands import, all served by the one React chunk. */
/** V8's explicit compile hint (Chrome 136+, a plain comment elsewhere): the functions of a chunk
 *  fetched ahead are compiled off the main thread as it streams in, not one by one on the main thread
 *  when the visitor's first touch runs them. Only on chunks that run when loaded, nearly all of them:
 *  React and the feature chunks, not the entry or the chunks that load with every page. The bench
 *  measured it: a first interaction 60 to 90 ms sooner at 4x CPU, with no more script time at load. */
const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';
const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom/client'];

/**
 * React in one chunk of its own, `chunks/react-<hash>.js`, that every island imports: the page holds
 * one React, fetched once and cached for good. It re-exports the public API of the modules islands
 * import, by name (read from React's production build), so any island finds what it asks for.
 */
async function buildReact(outDir) {
  const exported = new Set();
  const lines = [];
  for (const [module, names] of Object.entries(reactExports())) {
    // Fragment and version come from two modules: once is enough (they are the same).
    const fresh = names.filter((name) => !exported.has(name));
    for (const name of fresh) exported.add(name);
    lines.push(`export { ${fresh.join(', ')} } from '${module}';`);
  }
  const lib = {
    name: 'react-lib',
    setup(build) {
      build.onResolve({ filter: /^react-lib$/ }, () => ({ path: 'react-lib', namespace: 'react-lib' }));
      build.onLoad({ filter: /.*/, namespace: 'react-lib' }, () => ({ contents: lines.join('\n'), resolveDir: root, loader: 'js' }));
    },
  };
  const { hash } = await buildChunk(outDir, 'chunks/react', 'react-lib', { plugins: [lib], banner: COMPILE_EAGERLY });
  return { hash, file: `react-${hash}.js`, exports: exported };
}

/** module → the names React's production build exports, for each of REACT_MODULES. */
function reactExports() {
  const script = [
    'const out = {};',
    `for (const m of ${JSON.stringify(REACT_MODULES)}) out[m] = Object.keys(require(m)).filter((n) => !n.startsWith('__'));`,
    'console.log(JSON.stringify(out));',
  ].join('\n');
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } }),
  );
}

/**
 * Each feature (and island) is one chunk of its own, built alone: no shared chunks, so an island costs
 * one request besides React. What several need is small and is bundled into each (a page holding two
 * features may carry a helper twice); state they must share goes through the entry (src/core/shared.ts)
 * or a runtime event, never through a shared chunk.
 */
async function buildFeatures(outDir, react, define, lazyParts) {
  const entries = Object.entries(chunkEntries()).filter(([key]) => !isStandalone(key));
  const built = await Promise.all(
    entries.map(([key, file]) =>
      buildChunk(outDir, key, file, {
        define: { ...common.define, ...define, __LAZY_PARTS__: partsOf(key, lazyParts) },
        plugins: [sharedWithEntry(), reactFrom(react)],
        banner: COMPILE_EAGERLY,
      }),
    ),
  );
  const hashes = {};
  const reactUsers = [];
  for (const { name, hash, code } of built) {
    hashes[name] = hash;
    if (importsReact(name, code, react)) reactUsers.push(name);
  }
  return { hashes, reactUsers };
}

/**
 * The tracking chunk (`chunks/tracking-<hash>.js`, src/analytics/visitor-events.ts): the analytics
 * stack that features' events need, which src/core/tracking.ts fetches at a page's first one. Built
 * before the features, which learn its file name (__TRACKING_FILE__); no entry table names it.
 */
async function buildTracking(outDir) {
  const { hash } = await buildChunk(outDir, 'chunks/tracking', TRACKING, {
    plugins: [sharedWithEntry()],
    noReact: true,
    banner: COMPILE_EAGERLY,
  });
  return { hash, define: { __TRACKING_FILE__: JSON.stringify(`tracking-${hash}.js`) } };
}

/**
 * Each feature's lazily imported parts (`src/features/<name>/<part>.lazy.tsx`), built like feature chunks
 * as `chunks/<name>.<part>-<hash>.js`, which the feature fetches by address when the visitor reaches for
 * them (src/core/lazy-part.ts). Built before the features, which learn their file names (__LAZY_PARTS__,
 * each feature its own parts' only: every chunk carries its table); no entry table names them.
 */
async function buildLazyParts(outDir, react, define) {
  const dir = join(root, 'src/features');
  const files = {};
  for (const name of readdirSync(dir).sort()) {
    for (const file of readdirSync(join(dir, name)).sort()) {
      const part = LAZY_PART.exec(file)?.[1];
      if (!part) continue;
      const { hash } = await buildChunk(outDir, `chunks/${name}.${part}`, join(dir, name, file), {
        define: { ...common.define, ...define },
        plugins: [sharedWithEntry(), reactFrom(react)],
        banner: COMPILE_EAGERLY,
      });
      files[`${name}.${part}`] = `${name}.${part}-${hash}.js`;
    }
  }
  return files;
}

/** The `__LAZY_PARTS__` of a feature chunk (`chunks/gallery`, `chunks/gallery.island`): its feature's parts. */
function partsOf(key, lazyParts) {
  const feature = key.slice('chunks/'.length).split('.')[0];
  return JSON.stringify(Object.fromEntries(Object.entries(lazyParts).filter(([part]) => part.startsWith(`${feature}.`))));
}

/** React's modules resolve to the React chunk, beside the importer in chunks/. */
function reactFrom(react) {
  return {
    name: 'react-from-chunk',
    setup(build) {
      build.onResolve({ filter: /^(react|react\/jsx-runtime|react-dom\/client)$/ }, () => ({ path: `./${react.file}`, external: true }));
    },
  };
}

/** Whether a chunk imports the React chunk; every name it imports must be one the React chunk exports. */
function importsReact(name, code, react) {
  const from = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/(react-[A-Z0-9]+)\.js"/g)];
  for (const [, names] of from) {
    for (const imported of names.split(',').map((part) => part.trim().split(/\s+as\s+/)[0])) {
      if (!react.exports.has(imported))
        throw new Error(`build: ${name} imports "${imported}" from React, which the React chunk does not export`);
    }
  }
  if (!from.length && code.includes(react.file)) throw new Error(`build: ${name} imports the React chunk in a way the build cannot check`);
  return from.length > 0;
}

async function buildStandalone(outDir, define, plugins) {
  const chunks = {};
  for (const [key, file] of Object.entries(chunkEntries()).filter(([key]) => isStandalone(key))) {
    const { name, hash } = await buildChunk(outDir, key, file, {
      define: { ...common.define, ...define },
      plugins: [sharedWithEntry(), ...plugins],
      noReact: true,
    });
    chunks[name] = hash;
  }
  return chunks;
}

/**
 * Builds one chunk, `<key>-<hash>.js` (the hash cut to CHUNK_HASH_LENGTH), and returns its name, hash
 * and code. A chunk never bundles React: it imports the React chunk (reactFrom), or, `noReact`, none.
 */
async function buildChunk(outDir, key, entry, { define = common.define, plugins = [], noReact = false, banner }) {
  const options = {
    ...common,
    ...(banner ? { banner: { js: banner } } : {}),
    entryPoints: { [key]: entry },
    outdir: outDir,
    entryNames: '[dir]/[name]-[hash]',
    metafile: true,
    define,
    plugins,
  };
  let result = await esbuild.build(options);
  // A chunk that uses the page's Trusted Types policy is built again, exporting its way in (exportsTrust).
  if (Object.keys(result.metafile.inputs).some((input) => resolve(root, input) === TRUSTED_TYPES)) {
    for (const file of Object.keys(result.metafile.outputs)) rmSync(resolve(root, file), { force: true });
    result = await esbuild.build({ ...options, plugins: [...plugins, exportsTrust(entry)] });
  }
  const bundled = Object.keys(result.metafile.inputs).find((input) => /node_modules\/react(-dom)?\//.test(input));
  if (bundled && key !== 'chunks/react') throw new Error(`build: ${key} bundles React (${bundled}); it must import the React chunk`);
  const output = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'));
  const file = output ? relative(outDir, resolve(root, output)) : '';
  const hash = file.slice(key.length + 1, -'.js'.length);
  if (!output || !file.startsWith(`${key}-`) || !hash) throw new Error(`build: no output for ${key}`);
  const short = hash.slice(0, CHUNK_HASH_LENGTH);
  for (const suffix of ['.js', '.js.map']) {
    const from = join(outDir, `${key}-${hash}${suffix}`);
    if (existsSync(from)) renameSync(from, join(outDir, `${key}-${short}${suffix}`));
  }
  const code = readFileSync(join(outDir, `${key}-${short}.js`), 'utf8');
  if (noReact && /from\s*"\.\/react-/.test(code))
    throw new Error(`build: ${key} is built standalone but uses React; take it out of STANDALONE`);
  return { name: key.slice('chunks/'.length), hash: short, code };
}

/**
 * Every chunk that uses src/core/trusted-types.ts also exports `__trust` (acceptTrust of src/core/trusted-types.ts):
 * how the runtime hands a chunk it imports the holder of the page's Trusted Types policy, which is never
 * in the entry's exports, so no other script on the page reaches the policy.
 */
function exportsTrust(entry) {
  return {
    name: 'exports-trust',
    setup(build) {
      const filter = new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      build.onLoad({ filter }, () => ({
        contents: `${readFileSync(entry, 'utf8')}\nexport { acceptTrust as __trust } from ${JSON.stringify(TRUSTED_TYPES)};\n`,
        loader: entry.endsWith('.tsx') ? 'tsx' : 'ts',
        resolveDir: dirname(entry),
      }));
    },
  };
}

/** Characters of esbuild's hash a feature chunk keeps in its name. The hash only has to tell one
 *  release of a chunk from the next (it is `immutable` in caches): 25 bits do, and every character
 *  saved is one the entry's chunk table carries on every page, where random text does not compress. */
const CHUNK_HASH_LENGTH = 5;

/**
 * Modules with state that the entry and the chunks must share (the error sink, `shared`), and modules
 * the entry carries anyway (the cookie reader, the consent rule: the registry picks page features by
 * consent): the entry hands their exports to the chunks as `SiteRuntime._` (src/runtime/handover.ts), a
 * non-enumerable property of the object the page already has, and a chunk's imports of them read it from
 * there. Not by importing the entry's URL: a host that loads the entry with a query, from a versioned
 * folder or another origin would then have a second copy of the entry (and of the state) for every chunk.
 * The one place holds one copy, and reading a property costs a chunk fewer bytes than carrying the code
 * (the cookie reader and the consent rule: 140 B gzip of visitor analytics, for about 45 B of the entry's).
 * Only functions: a constant read from there would no longer be inlined. checkHandover() checks the two agree.
 */
export const SHARED_WITH_CHUNKS = ['src/core/errors.ts', 'src/core/shared.ts', 'src/core/cookie-read.ts', 'src/core/consent-rule.ts'].map(
  (file) => join(root, file),
);
const HANDOVER = 'SiteRuntime._';

/** file → the names it exports as values, read by esbuild once (types are no values a chunk could read). */
let sharedExportsRead;
function sharedExports() {
  sharedExportsRead ??= readSharedExports();
  return sharedExportsRead;
}

async function readSharedExports() {
  const result = await esbuild.build({ ...common, entryPoints: SHARED_WITH_CHUNKS, outdir: 'out', write: false, metafile: true });
  const exports = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint) exports.set(resolve(root, output.entryPoint), output.exports);
  }
  return exports;
}

/**
 * In a chunk, a module of SHARED_WITH_CHUNKS is a module of reads of `SiteRuntime._`, one per name, each
 * marked pure, so a chunk keeps only those it uses (the chunks run after the entry set it).
 */
function sharedWithEntry() {
  return {
    name: 'shared-with-entry',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        const hit = SHARED_WITH_CHUNKS.find((file) => file === target || file === `${target}.ts`);
        return hit ? { path: hit, namespace: 'shared-with-entry' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'shared-with-entry' }, async (args) => ({
        loader: 'js',
        contents: (await sharedExports())
          .get(args.path)
          .map((name) => `export const ${name} = /* @__PURE__ */ (() => ${HANDOVER}.${name})();`)
          .join('\n'),
      }));
    },
  };
}

/** The entry hands over every name a chunk reads (a name it lacks would be undefined in that chunk), and
 *  no chunk imports the entry by its address (which would load a second copy under another address). */
function checkHandover(outDir) {
  const code = readFileSync(join(outDir, 'site-runtime.js'), 'utf8');
  const read = new Set();
  for (const file of walk(join(outDir, 'chunks'))) {
    if (!file.endsWith('.js')) continue;
    const chunk = readFileSync(file, 'utf8');
    if (chunk.includes('site-runtime.js')) throw new Error(`build: ${relative(outDir, file)} names the entry's file; it reads ${HANDOVER}`);
    for (const [, name] of chunk.matchAll(/SiteRuntime\._\.(\w+)/g)) read.add(name);
  }
  const missing = [...read].filter((name) => !new RegExp(`[{,]${name}[:,}]`).test(code));
  if (missing.length > 0)
    throw new Error(`build: the entry does not hand ${missing.join(', ')} to the chunks (${HANDOVER}, src/runtime/entry.ts)`);
  if (/\bexport\s*\{/.test(code)) throw new Error(`build: the entry exports something; chunks read what it shares from ${HANDOVER}`);
}

async function buildEntry(chunks, outDir, plugins) {
  await esbuild.build({
    ...common,
    entryPoints: [ENTRY],
    outfile: join(outDir, 'site-runtime.js'),
    define: { ...common.define, __CHUNKS__: JSON.stringify(chunks) },
    plugins,
  });
  checkHandover(outDir);
}

/**
 * For the budget test only: `{blocks, pages}` more rows in the registry, as the next features will add
 * them (block rows by number and by selector; page rows with a short predicate on the context), each
 * with a chunk name and hash in the tables, so their whole cost to a page is measured.
 */
function placeholderRows({ blocks = 0, pages = 0 }) {
  const rows = (count, row) => Array.from({ length: count }, (_, i) => row(i + 1)).join(',\n');
  const blockRows = rows(blocks, (i) =>
    i % 5 === 0
      ? `{ name: 'placeholder-block-${i}', match: { selector: '.placeholder-${i}-block' }, trigger: 'visible' }`
      : `{ name: 'placeholder-block-${i}', match: { blockType: ${100 + i} }, trigger: '${i % 3 === 0 ? 'interaction' : 'visible'}' }`,
  );
  const pageRows = rows(
    pages,
    (i) =>
      `{ name: 'placeholder-page-${i}', match: { when: (context) => context.websiteSettings?.placeholder${i} === true }, trigger: 'idle' }`,
  );
  return {
    name: 'placeholder-rows',
    setup(build) {
      build.onResolve({ filter: /^\.\/registry$/ }, (args) =>
        resolve(args.resolveDir, 'registry.ts') === REGISTRY ? { path: 'registry', namespace: 'placeholder-rows' } : undefined,
      );
      build.onResolve({ filter: /^real-registry$/ }, () => ({ path: REGISTRY }));
      build.onLoad({ filter: /.*/, namespace: 'placeholder-rows' }, () => ({
        resolveDir: root,
        loader: 'js',
        contents: `import { BLOCKS as blocks, PAGE_FEATURES as pages } from 'real-registry';
export const BLOCKS = [...blocks, ${blockRows}];
export const PAGE_FEATURES = [...pages, ${pageRows}];`,
      }));
    },
  };
}

/** name → a hash of the real shape (5 characters of esbuild's base32), for the placeholder rows. */
function placeholderHashes(count, kind) {
  const hash = (name) =>
    [...createHash('sha1').update(name).digest()]
      .slice(0, CHUNK_HASH_LENGTH)
      .map((byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[byte % 32])
      .join('');
  return Object.fromEntries(Array.from({ length: count }, (_, i) => `placeholder-${kind}-${i + 1}`).map((name) => [name, hash(name)]));
}

/** esbuild bundles; terser then minifies every script once more. It finds what esbuild's minifier
 *  leaves (about 6% of the gzip bytes of the entry and analytics), which is what keeps a page with no
 *  blocks under its 10 KB. The source maps are chained, so they still point at src/. File names keep
 *  esbuild's content hashes: the content they name only ever changes with them. */
async function minifyScripts(dir) {
  const scripts = [...walk(dir)].filter((file) => file.endsWith('.js') && !file.startsWith(join(dir, 'fixtures')));
  await Promise.all(
    scripts.map(async (file) => {
      const mapFile = `${file}.map`;
      const result = await minify(readFileSync(file, 'utf8'), {
        module: true,
        ecma: 2022,
        compress: { passes: 2 },
        format: { comments: (_node, comment) => `//${comment.value}` === COMPILE_EAGERLY },
        sourceMap: existsSync(mapFile) ? { content: readFileSync(mapFile, 'utf8'), filename: relative(dirname(file), file) } : false,
      });
      writeFileSync(file, `${result.code}\n`);
      if (typeof result.map === 'string') writeFileSync(mapFile, result.map);
    }),
  );
}

/**
 * Every script and stylesheet also as `.br` and `.gz` beside it, compressed as hard as they go, once:
 * a host serves the one the browser accepts (the fixture server does, by Accept-Encoding) and never
 * compresses on the fly.
 */
function precompress(outDir) {
  for (const file of walk(outDir)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotli(bytes));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

function brotli(bytes) {
  return brotliCompressSync(bytes, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/**
 * The embed block's frame: `embed-frame.html` and its classic script `embed-frame.js`, beside the entry.
 * Served by the host under a policy of its own (README, "Embed"): the embed's scripts run there, sandboxed.
 */
async function buildEmbedFrame(outDir) {
  const dir = join(root, 'src/features/embed');
  await esbuild.build({
    ...common,
    format: 'iife',
    entryPoints: [join(dir, 'frame-document.ts')],
    outfile: join(outDir, 'embed-frame.js'),
    // All of it runs as the frame opens: compiled as it streams in, like the feature chunks.
    banner: { js: COMPILE_EAGERLY },
  });
  copyFileSync(join(dir, 'frame.html'), join(outDir, 'embed-frame.html'));
}

async function buildCss(outDir) {
  await esbuild.build({
    ...common,
    entryPoints: [join(root, 'src/styles.css')],
    outfile: join(outDir, 'site-runtime.css'),
    sourcemap: false,
  });
}

/** Renders fixtures/pages/* to dist/fixtures/*.html with the same components the islands use. */
async function buildPages(outDir) {
  const { renderPages } = await importForNode(join(root, 'fixtures/render.tsx'), 'render-pages', outDir);
  const pagesDir = join(outDir, 'fixtures');
  await renderPages(pagesDir);
  // Hand-written pages (no server-rendered islands) are copied as they are.
  const pages = join(root, 'fixtures/pages');
  for (const file of readdirSync(pages).filter((name) => name.endsWith('.html'))) copyFileSync(join(pages, file), join(pagesDir, file));
}

/**
 * Runs a TypeScript module of the repository in this Node process: bundled for Node into .cache/ and
 * imported. One file per output folder, so two builds at once (the tests' and the bench's) never share one.
 */
async function importForNode(entry, name, outDir) {
  const outfile = join(root, `.cache/${name}-${createHash('sha1').update(outDir).digest('hex').slice(0, 8)}.mjs`);
  await esbuild.build({
    ...common,
    minify: false,
    sourcemap: false,
    platform: 'node',
    packages: 'external',
    entryPoints: [entry],
    outfile,
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** The bench's "eager" variant (never shipped, never in dist/): the same runtime and every feature in
 *  one bundle, every block mounted at start-up, what a runtime without lazy islands does. Written to
 *  `<outDir>/site-runtime.js`, minified and precompressed like dist/ so the byte counts compare. */
export async function buildEager(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const features = Object.entries(chunkEntries()).filter(([key]) => !(key in RUNTIME_CHUNKS));
  await esbuild.build({
    ...common,
    entryPoints: [join(root, 'bench/eager-entry.ts')],
    outfile: join(outDir, 'site-runtime.js'),
    // It runs everything at load: the hint is fair to it too.
    banner: { js: COMPILE_EAGERLY },
    define: {
      ...common.define,
      __CHUNKS__: '{}',
      __BLOCK_CHUNKS__: '{}',
      __REACT_USERS__: '[]',
      __TRACKING_FILE__: '"tracking.js"',
      __LAZY_PARTS__: '{}',
    },
    plugins: [eagerFeatures(features)],
  });
  // The one file it cannot take in: features fetch the tracking chunk by address, as they do from dist/.
  await esbuild.build({ ...common, entryPoints: [TRACKING], outfile: join(outDir, 'tracking.js') });
  await minifyScripts(outDir);
  precompress(outDir);
}

/** `bench:features`: a module that imports every feature statically, name → its default export. */
function eagerFeatures(features) {
  return {
    name: 'eager-features',
    setup(build) {
      build.onResolve({ filter: /^bench:features$/ }, () => ({ path: 'bench:features', namespace: 'eager-features' }));
      build.onLoad({ filter: /.*/, namespace: 'eager-features' }, () => ({
        resolveDir: root,
        loader: 'js',
        contents: [
          ...features.map(([, file], i) => `import f${i} from ${JSON.stringify(file)};`),
          `export const FEATURES = {${features.map(([key], i) => `${JSON.stringify(key.slice('chunks/'.length))}: f${i}`).join(', ')}};`,
        ].join('\n'),
      }));
    },
  };
}

/** Raw, gzip and brotli bytes of every script and stylesheet: the compressed ones are what travels. */
function writeSizeReport(outDir) {
  const files = {};
  for (const file of walk(outDir)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const size = (path) => statSync(path).size;
    files[relative(outDir, file)] = { raw: size(file), gzip: size(`${file}.gz`), br: size(`${file}.br`) };
  }
  const report = { version, files };
  writeFileSync(join(outDir, 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'no-pages': { type: 'boolean' }, placeholders: { type: 'string' } } });
  const [blocks = 0, pages = 0] = (values.placeholders ?? '').split(',').map(Number);
  const outDir = values.out ? resolve(values.out) : dist;
  const started = performance.now();
  const { report } = await build({
    outDir,
    pages: !values['no-pages'],
    ...(values.placeholders ? { placeholders: { blocks, pages } } : {}),
  });
  const entry = report.files['site-runtime.js'];
  const took = Math.round(performance.now() - started);
  const files = Object.keys(report.files).length;
  console.log(`built ${relative(root, outDir) || '.'}/ in ${took} ms: site-runtime.js ${entry.gzip} B gzip, ${files} files`);
}
