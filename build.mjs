// Builds dist/: the entry (site-runtime.js, no React), the blocks chunk, one lazily loaded chunk per
// feature with shared chunks for what they have in common, site-runtime.css, the fixture pages, and a
// size report.
//
//   node build.mjs            production build of dist/ (import { build } for another outDir; buildEager for the bench)
//   node build.mjs --out DIR --no-pages --placeholders 25,12
//                             a build with 25 more block rows and 12 more page rows in the registry, for
//                             the budget test (test/unit/registry-budget.test.ts): never shipped

import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minify } from 'terser';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = process.env.SITE_RUNTIME_VERSION ?? pkg.version;

const ENTRY = join(root, 'src/runtime/entry.ts');
const REGISTRY = join(root, 'src/runtime/registry.ts');

// Chunks built each as one self-contained file, with no shared chunks: they load on pages that may
// have nothing else (the empty page loads the entry and these), where one file compresses better
// than six small ones and nothing else would use the shared ones. They must not use React (checked).
const STANDALONE = ['blocks', 'consent-policy', 'error-reporter', 'visitor-analytics'];
const RUNTIME_CHUNKS = { 'chunks/blocks': join(root, 'src/runtime/blocks.ts') };

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
  const features = await buildFeatures(outDir);
  // The block features' table travels in the blocks chunk; the entry knows the page features' and it.
  const blockChunks = { ...pick(features, registry.blocks), ...placeholderHashes(placeholders?.blocks ?? 0, 'block') };
  const standalone = await buildStandalone(outDir, { __BLOCK_CHUNKS__: JSON.stringify(blockChunks) }, plugins);
  const entryChunks = {
    ...pick({ ...features, ...standalone }, [...registry.pages, 'blocks']),
    ...placeholderHashes(placeholders?.pages ?? 0, 'page'),
  };
  await buildEntry(entryChunks, outDir, plugins);
  await compress(outDir);
  await buildCss(outDir);
  precompress(outDir);
  if (pages) await buildPages(outDir);
  const report = writeSizeReport(outDir);
  return { chunks: { ...features, ...standalone }, report };
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
    .filter((name) => !(`chunks/${name}` in RUNTIME_CHUNKS));
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

/** Every folder in src/features/ with an index.ts(x) is a feature chunk (and the runtime's own). */
export function chunkEntries() {
  const dir = join(root, 'src/features');
  const entries = {};
  for (const name of readdirSync(dir).sort()) {
    const index = ['index.ts', 'index.tsx'].map((file) => join(dir, name, file)).find(existsSync);
    if (index) entries[`chunks/${name}`] = index;
  }
  return { ...entries, ...RUNTIME_CHUNKS };
}

const isStandalone = (key) => STANDALONE.includes(key.slice('chunks/'.length));

async function buildFeatures(outDir) {
  const entryPoints = Object.fromEntries(Object.entries(chunkEntries()).filter(([key]) => !isStandalone(key)));
  const result = await esbuild.build({
    ...common,
    entryPoints,
    outdir: outDir,
    splitting: true,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/shared-[hash]',
    metafile: true,
    plugins: [sharedWithEntry()],
  });
  return chunkHashes(entryPoints, result.metafile, outDir);
}

async function buildStandalone(outDir, define, plugins) {
  const chunks = {};
  for (const [key, file] of Object.entries(chunkEntries()).filter(([key]) => isStandalone(key))) {
    const entryPoints = { [key]: file };
    const result = await esbuild.build({
      ...common,
      entryPoints,
      outdir: outDir,
      entryNames: '[dir]/[name]-[hash]',
      metafile: true,
      define: { ...common.define, ...define },
      plugins: [sharedWithEntry(), ...plugins],
    });
    const react = Object.keys(result.metafile.inputs).find((input) => /node_modules\/react(-dom)?\//.test(input));
    if (react) throw new Error(`build: ${key} is built standalone but uses React (${react}); take it out of STANDALONE`);
    Object.assign(chunks, chunkHashes(entryPoints, result.metafile, outDir));
  }
  return chunks;
}

/** Characters of esbuild's hash a feature chunk keeps in its name. The hash only has to tell one
 *  release of a chunk from the next (it is `immutable` in caches): 25 bits do, and every character
 *  saved is one the entry's chunk table carries on every page, where random text does not compress. */
const CHUNK_HASH_LENGTH = 5;

/** name → content hash: the entry rebuilds `./chunks/<name>-<hash>.js`, so the table stays small
 *  however many features there are. Feature chunks are renamed to the short hash (nothing but the
 *  entry imports them by name); shared chunks keep esbuild's, which the chunks import. */
function chunkHashes(entryPoints, metafile, outDir) {
  const chunks = {};
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = Object.keys(entryPoints).find((key) => resolve(root, meta.entryPoint) === entryPoints[key]);
    const file = relative(outDir, resolve(root, output));
    const hash = name && file.startsWith(`${name}-`) && file.endsWith('.js') ? file.slice(name.length + 1, -3) : undefined;
    if (!name || !hash) continue;
    const short = hash.slice(0, CHUNK_HASH_LENGTH);
    for (const suffix of ['.js', '.js.map']) {
      const from = join(outDir, `${name}-${hash}${suffix}`);
      if (existsSync(from)) renameSync(from, join(outDir, `${name}-${short}${suffix}`));
    }
    chunks[name.slice('chunks/'.length)] = short;
  }
  return chunks;
}

/**
 * Modules with state that the entry and the chunks must share (the error sink, the stores): the entry
 * re-exports them (`export * from '…'` in src/runtime/entry.ts) and chunks import them from the entry
 * itself, so a page holds one copy. The list is read from those lines, so it cannot drift from them.
 */
export function sharedWithEntryFiles() {
  const source = readFileSync(ENTRY, 'utf8');
  const files = [...source.matchAll(/^export \* from '(\.{1,2}\/[^']+)';$/gm)].map((match) => resolve(dirname(ENTRY), `${match[1]}.ts`));
  if (files.length === 0) throw new Error('build: src/runtime/entry.ts re-exports nothing for the chunks to share');
  for (const file of files)
    if (!existsSync(file)) throw new Error(`build: the entry re-exports ${relative(root, file)}, which does not exist`);
  return files;
}

function sharedWithEntry() {
  const shared = sharedWithEntryFiles();
  return {
    name: 'shared-with-entry',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        const hit = shared.find((file) => file === target || file === `${target}.ts`);
        // Every chunk sits in dist/chunks/, the entry in dist/.
        return hit ? { path: '../site-runtime.js', external: true } : undefined;
      });
    },
  };
}

async function buildEntry(chunks, outDir, plugins) {
  await esbuild.build({
    ...common,
    entryPoints: [ENTRY],
    outfile: join(outDir, 'site-runtime.js'),
    define: { ...common.define, __CHUNKS__: JSON.stringify(chunks) },
    plugins,
  });
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

/** esbuild bundles; terser then compresses every script once more. It finds what esbuild's minifier
 *  leaves (about 6% of the gzip bytes of the entry and analytics), which is what keeps a page with no
 *  blocks under its 10 KB. The source maps are chained, so they still point at src/. File names keep
 *  esbuild's content hashes: the content they name only ever changes with them. */
async function compress(dir) {
  const scripts = [...walk(dir)].filter((file) => file.endsWith('.js') && !file.startsWith(join(dir, 'fixtures')));
  await Promise.all(
    scripts.map(async (file) => {
      const mapFile = `${file}.map`;
      const result = await minify(readFileSync(file, 'utf8'), {
        module: true,
        ecma: 2022,
        compress: { passes: 2 },
        format: { comments: false },
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
 *  `<outDir>/site-runtime.js`, compressed like dist/ so the byte counts compare. */
export async function buildEager(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const features = Object.entries(chunkEntries()).filter(([key]) => !(key in RUNTIME_CHUNKS));
  await esbuild.build({
    ...common,
    entryPoints: [join(root, 'bench/eager-entry.ts')],
    outfile: join(outDir, 'site-runtime.js'),
    define: { ...common.define, __CHUNKS__: '{}', __BLOCK_CHUNKS__: '{}' },
    plugins: [eagerFeatures(features)],
  });
  await compress(outDir);
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
