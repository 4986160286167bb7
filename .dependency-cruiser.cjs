// The import lines ARCHITECTURE.md draws, held by `npm run lint`: data flows one way,
//   platform → core → analytics → island → features, and runtime → island;
// a feature never imports another feature or the runtime; nothing imports in a circle; the runtime's
// code never reaches into the fixtures, tests or tooling.

/** A layer may import itself and the layers listed before it, and nothing after. */
const layers = ['platform', 'core', 'analytics', 'island', 'features'];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: move what both sides need to a module of its own.',
      from: {},
      to: { circular: true },
    },
    ...layers.map((layer, i) => ({
      name: `${layer}-imports-only-below`,
      severity: 'error',
      comment: `src/${layer}/ may import ${layers.slice(0, i + 1).join(', ')}: data flows one way (ARCHITECTURE.md).`,
      from: { path: `^src/${layer}/` },
      to: { path: `^src/(${[...layers.slice(i + 1), 'runtime'].join('|')})/` },
    })),
    {
      name: 'no-feature-imports-another',
      severity: 'error',
      comment: 'A feature never imports another feature: what two share lives in src/core (a store, a helper).',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'runtime-loads-features-by-name',
      severity: 'error',
      comment: 'The runtime loads features as chunks, by the registry name: importing one would bundle it into the entry.',
      from: { path: '^src/runtime/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'src-stays-in-src',
      severity: 'error',
      comment: 'What ships never imports the fixture site, the tests or the tooling.',
      from: { path: '^src/' },
      to: { path: '^(fixtures|test|bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type from a higher layer is a dependency on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
