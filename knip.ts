// knip: no unused files, exports or dependencies. `npm run lint` runs it twice:
// - over everything: an export that no code and no test imports is dead;
// - with --production, over what ships alone (entries marked `!`): an export that only tests import is
//   code the runtime never calls. It is wired where the spec uses it, or tagged `@kept` with why.

import type { KnipConfig } from 'knip';

const production = process.argv.includes('--production');

const config: KnipConfig = {
  entry: [
    'src/runtime/entry.ts!',
    'src/runtime/blocks.ts!',
    // The builder's context reader, a chunk the entry loads only on a page that publishes one (runtime/context.ts).
    'src/runtime/static-context.ts!',
    // The guard of unsent forms on its own, for when the blocks chunk did not come (session.ts).
    'src/runtime/unsent-chunk.ts!',
    'src/features/*/index.{ts,tsx}!',
    // A deferred feature's React island, its own chunk (`<name>.island`, loaded by deferred.ts).
    'src/features/*/island.tsx!',
    // A feature's lazily imported part, its own chunk (`<name>.<part>`, fetched by core/lazy-part.ts).
    'src/features/*/*.lazy.{ts,tsx}!',
    // The embed block's frame script, built on its own as dist/embed-frame.js (build.mjs).
    'src/features/embed/frame-document.ts!',
    // The specs' data, kept whole for completeness (every enumeration, permission list and interface
    // text): a library, so what nothing reads yet is not reported.
    'src/platform/*.ts!',
    // The tracking chunk, built on its own and fetched by address (core/tracking.ts, build.mjs).
    'src/analytics/visitor-events.ts!',
    'src/core/query.ts!',
    'bench/eager-entry.ts',
    'fixtures/render.tsx',
    'fixtures/server/api/*.mjs',
    'fixtures/captcha/provider.js',
    'fixtures/maps/api.js',
    // The stand-in video players' script, served as a file (fixtures/server/media.mjs).
    'fixtures/embeds/stand-in.js',
    // The reservation providers' widget scripts, stood in for, served as files (fixtures/server/booking.mjs).
    'fixtures/booking/*.js',
    // The discussion comments provider's script, stood in for, served as a file (fixtures/server/comments.mjs).
    'fixtures/comments/embed.js',
    // The session recording provider's script, stood in for (fixtures/server/api/session-recording.mjs).
    'fixtures/recording/*.js',
    'scripts/*.mjs',
    // An engine's run, started as a process of its own by scripts/engines.mjs.
    'test/engines/worker.mjs',
  ],
  project: [
    'src/**/*.{ts,tsx}!',
    'fixtures/**/*.{ts,tsx,mjs,js}',
    'bench/**/*.{ts,mjs}',
    'scripts/**/*.mjs',
    'test/**/*.{ts,tsx}',
    'test/engines/*.mjs',
    '*.{ts,mjs}',
  ],
  // The production pass judges code, not test seams: an export the runtime uses in its own module, and
  // exports only so a test can reach it, is not code the runtime never calls.
  ignoreExportsUsedInFile: production,
  // `@kept`: exported for a caller that is not written yet; its JSDoc says which.
  tags: ['-kept'],
  // System programs from Debian (scripts/setup.mjs ensureEngines installs them), not npm packages.
  ignoreBinaries: ['dpkg', 'WebKitWebDriver'],
  ignoreDependencies: [
    // `bench:features`, the bench's virtual module of every feature (buildEager() in build.mjs).
    'bench',
    // Run by scripts/lint.mjs from node_modules/.bin, where knip does not look.
    'dependency-cruiser',
  ],
};

export default config;
