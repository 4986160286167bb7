// The runtime's one Trusted Types policy: made once a page under its name, used by the sanitizer (which
// then makes no policy of its own), and absent where the browser has no Trusted Types.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Made {
  name: string;
}

/** A stand-in for the browser's factory: wraps what the policy returns, as TrustedHTML would. */
function installFactory(made: Made[]): void {
  const factory = {
    createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }) {
      if (made.some((policy) => policy.name === name)) throw new TypeError(`Policy with name "${name}" already exists.`);
      made.push({ name });
      return {
        createHTML: (input: string) => ({ trusted: 'html', value: rules.createHTML(input), toString: () => input }),
        createScriptURL: (input: string) => ({ trusted: 'script-url', value: rules.createScriptURL(input), toString: () => input }),
      };
    },
  };
  (globalThis as { trustedTypes?: unknown }).trustedTypes = factory;
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

describe('without Trusted Types', () => {
  it('passes strings through and sanitizes to a string', async () => {
    const { sanitizeHtml } = await import('../../src/core/sanitize');
    const { runtimePolicy } = await import('../../src/core/trusted-types');
    expect(runtimePolicy()).toBeUndefined();
    expect(sanitizeHtml('<p onclick="x()">Hi</p>')).toBe('<p>Hi</p>');
  });
});

describe('without Trusted Types, a script address is still checked', () => {
  it('refuses data: and another host, sets https', async () => {
    const { setScriptSrc } = await import('../../src/core/trusted-types');
    const script = document.createElement('script');
    expect(() => setScriptSrc(script, 'data:text/javascript,window.x=1')).toThrow(/https or a path on the site/);
    expect(() => setScriptSrc(script, '/\\evil.example/x.js')).toThrow(/https or a path on the site/);
    expect(script.hasAttribute('src')).toBe(false);
    setScriptSrc(script, 'https://maps.example/api.js');
    expect(script.src).toBe('https://maps.example/api.js');
  });
});

describe('with Trusted Types', () => {
  it('makes the one policy, named site-runtime, once however many callers ask', async () => {
    const made: Made[] = [];
    installFactory(made);
    const { runtimePolicy, setScriptSrc, inertDocument } = await import('../../src/core/trusted-types');
    const { sanitizeHtml } = await import('../../src/core/sanitize');
    const first = runtimePolicy();
    expect(runtimePolicy()).toBe(first);
    sanitizeHtml('<b>x</b>');
    const script = document.createElement('script');
    setScriptSrc(script, 'https://maps.example/api.js');
    expect(inertDocument('<p id="x">y</p>').getElementById('x')?.textContent).toBe('y');
    expect(made).toEqual([{ name: 'site-runtime' }]);
  });

  it('the policy itself refuses a script address that is not https or a path on the site', async () => {
    installFactory([]);
    const { runtimePolicy, setScriptSrc } = await import('../../src/core/trusted-types');
    const policy = runtimePolicy();
    expect(() => policy?.createScriptURL('data:text/javascript,window.x=1')).toThrow(/https or a path on the site/);
    expect(() => policy?.createScriptURL('//evil.example/x.js')).toThrow(/https or a path on the site/);
    expect(() => setScriptSrc(document.createElement('script'), 'http://evil.example/x.js')).toThrow(/https or a path/);
    expect(policy?.createScriptURL('/captcha/provider.js')).toMatchObject({ value: '/captcha/provider.js' });
  });

  it('returns sanitized HTML as the policy made it, with no handler left', async () => {
    installFactory([]);
    const { sanitizeHtml } = await import('../../src/core/sanitize');
    const html = sanitizeHtml('<img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">a</a>') as unknown as {
      trusted: string;
      value: string;
    };
    expect(html.trusted).toBe('html');
    expect(html.value).toBe('<img src="x.png"><a>a</a>');
  });
});

describe("the policy's holder", () => {
  it('is shared by the chunks the runtime hands it to, and a later holder is ignored', async () => {
    const made: Made[] = [];
    installFactory(made);
    const { acceptTrust, runtimePolicy } = await import('../../src/core/trusted-types');
    const page: import('../../src/core/trusted-types').Trust = {};
    acceptTrust(page);
    const policy = runtimePolicy();
    expect(page.policy).toBe(policy);
    // Another chunk's copy of the module, handed the same holder, uses the policy already made.
    vi.resetModules();
    const other = await import('../../src/core/trusted-types');
    other.acceptTrust(page);
    expect(other.runtimePolicy()).toBe(policy);
    // A holder handed in afterwards is not filled: nothing can be fished out that way.
    const fishing: import('../../src/core/trusted-types').Trust = {};
    other.acceptTrust(fishing);
    other.runtimePolicy();
    expect(fishing.policy).toBeUndefined();
    expect(made).toHaveLength(1);
  });
});
