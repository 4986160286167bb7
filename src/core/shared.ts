// One value per key for the whole page, whichever chunk asks. The entry hands this module to the chunks
// (SiteRuntime._; build.mjs, SHARED_WITH_CHUNKS), so all reach one table: for the few things features in
// different chunks must hold once (the cart store, the cart's one read).

const values = new Map<string, unknown>();

/** The page's value for `key`, made by the first caller. */
export function shared<T>(key: string, make: () => T): T {
  if (!values.has(key)) values.set(key, make());
  return values.get(key) as T;
}
