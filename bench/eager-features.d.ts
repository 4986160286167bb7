// The virtual module buildEager() in build.mjs generates: every feature of src/features, by name.
declare module 'bench:features' {
  export const FEATURES: Readonly<Record<string, import('../src/island/feature').FeatureModule | undefined>>;
}
