// Reads a document cookie. The entry reads cookies on every page (consent picks two page features:
// src/core/consent-rule.ts), so it hands this module to the chunks (SiteRuntime._; build.mjs,
// SHARED_WITH_CHUNKS): a chunk reads with the entry's copy rather than carry one of its own. Never
// throws: a document without cookies (sandboxed frame, disabled cookies) reads as empty.

export function getCookie(name: string): string | undefined {
  let all: string;
  try {
    all = document.cookie;
  } catch {
    return undefined;
  }
  const pair = all.split('; ').find((candidate) => candidate.startsWith(`${name}=`));
  return pair === undefined ? undefined : safeDecode(pair.slice(name.length + 1));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
