// dist/manifest.json: every file a page may load from the build (the entry, the stylesheet, the embed
// frame and its script, the chunks), each with its content hash and its Subresource Integrity value, so
// a host writes `<script type="module" src=… integrity=… crossorigin>` and knows what it may cache for
// good; and each chunk's file by the runtime's name for it, for the host's preload hints (docs/serving.md).
// Written by build.mjs after the last byte of the build is final.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a page loads: scripts, stylesheets and the embed frame's document; not maps, not the fixtures. */
const SERVED = /^(?:[^/]+\.(?:js|css|html)|chunks\/[^/]+\.js)$/;
/** Named by their content (build.mjs): a new release has new names, so these never change. */
const CONTENT_NAMED = /^chunks\//;
/** A chunk's file: `chunks/<name>-<hash>.js`, the name the runtime loads it by (a feature, `blocks`, `react`). */
const CHUNK_FILE = /^chunks\/(.+)-[A-Z0-9]+\.js$/;

/**
 * @typedef {object} ManifestFile
 * @property {string} hash        the first 16 hex digits of the content's SHA-256: a cache-busting query
 * @property {string} integrity   `sha384-<base64>`, for the tag's integrity attribute
 * @property {number} bytes
 * @property {boolean} immutable  true when the file's name changes with its content (cache it for good)
 *
 * @typedef {object} Manifest
 * @property {string} version
 * @property {string} entry        the entry's file, relative to the manifest
 * @property {string} stylesheet
 * @property {string} embedFrame
 * @property {Record<string, ManifestFile>} files  by path relative to the manifest, `/` separated, sorted
 * @property {Record<string, string>} chunks  chunk name → its path among `files`, in their order
 */

/**
 * The manifest of the build in `dir`.
 * @param {string} dir
 * @param {string} version
 * @returns {Manifest}
 */
export function manifestOf(dir, version) {
  /** @type {Record<string, ManifestFile>} */
  const files = {};
  for (const path of served(dir)) {
    const bytes = readFileSync(join(dir, path));
    files[path] = {
      hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
      integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
      bytes: bytes.length,
      immutable: CONTENT_NAMED.test(path),
    };
  }
  for (const named of ['site-runtime.js', 'site-runtime.css', 'embed-frame.html']) {
    if (!(named in files)) throw new Error(`manifest: the build in ${dir} has no ${named}`);
  }
  /** @type {Record<string, string>} */
  const chunks = {};
  for (const path of Object.keys(files)) {
    const name = CHUNK_FILE.exec(path)?.[1];
    if (name !== undefined) chunks[name] = path;
  }
  return { version, entry: 'site-runtime.js', stylesheet: 'site-runtime.css', embedFrame: 'embed-frame.html', files, chunks };
}

/** Writes `<dir>/manifest.json`; returns what it wrote. @param {string} dir @param {string} version */
export function writeManifest(dir, version) {
  const manifest = manifestOf(dir, version);
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The served files below `dir`, as sorted `/`-separated paths. @param {string} dir @returns {string[]} */
function served(dir) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.filter((path) => SERVED.test(path)).sort();
}
