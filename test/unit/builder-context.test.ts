// The builder's page context (issue 28): its context script read as data, a literal that is not quite
// JSON repaired, its names mapped onto the page context, and #site-context still first. Every context
// here is written for these tests in the builder's shape; none is taken from a real page.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureModule } from '../../src/island/feature';
import { readContext } from '../../src/runtime/context';
import { fromBuilderContext } from '../../src/runtime/from-builder-context';
import { createRuntime } from '../../src/runtime/lifecycle';
import { importChunk } from '../../src/runtime/loader';
import { MAX_REPAIRED_LENGTH, parseObjectLiteral } from '../../src/runtime/object-literal';
import type { BlocksChunk } from '../../src/runtime/rows';
import readBuilderContext from '../../src/runtime/static-context';

vi.mock('../../src/runtime/loader', () => ({ importChunk: vi.fn(), loadFeature: vi.fn(), loadBlocks: vi.fn() }));

/** A context as the builder publishes one: most names are the spec's, a few are its own. */
const BUILDER = {
  website: {
    id: 'site-4f2a',
    identifier: 'fern-and-fig',
    websiteType: 1,
    siteStatus: { value: 1 },
    cloneable: false,
    language: 'de-DE',
    typekitId: 'kit123',
    baseUrl: 'https://fern-and-fig.example',
    location: { addressLine1: 'Gartenweg 3', addressCountry: 'Deutschland', mapLat: 52.5, mapLng: 13.4 },
  },
  websiteSettings: {
    storeSettings: { selectedCurrency: 'EUR', measurementStandard: 2, returnPolicy: '<p>30 Tage</p>' },
    useEscapeKeyToLogin: true,
    contactEmail: 'hallo@fern-and-fig.example',
    contactPhoneNumber: '+49 30 1234',
    businessHours: { monday: { text: '9–17', ranges: [{}] } },
    mobileInfoBarSettings: { isContactEmailEnabled: true, style: 2 },
    announcementBarSettings: { text: '<p>Sommerfest</p>', clickthroughUrl: { url: '/fest', newWindow: false } },
    ssBadgeType: 1,
  },
  cookieSettings: { isCookieBannerEnabled: true, cookieBannerText: '<p>Kekse?</p>', cookieBannerVariant: 'BAR' },
  collection: { id: 'col-77', title: 'Laden', type: 13, fullUrl: '/laden', permissionType: 1 },
  item: { id: 'item-5', title: 'Feigenbaum', recordType: 11 },
  templateId: 'tpl-9',
  templateVersion: '7.1',
  pageType: 50,
  gmRenderKey: 'render-key-1',
  showAnnouncementBar: true,
  tweakJSON: { 'tweak-global-animations-enabled': 'true' },
  appDomain: 'builder.example',
  rollups: { 'popup-overlay': { js: '//assets.example/popup.js' } },
};

describe('the builder context mapped onto the page context', () => {
  it('keeps every name the spec shares with the builder, as published', () => {
    const context = fromBuilderContext(BUILDER);
    expect(context).toMatchObject(BUILDER);
    expect(context.websiteSettings?.storeSettings?.selectedCurrency).toBe('EUR');
    expect(context.cookieSettings?.isCookieBannerEnabled).toBe(true);
    expect(context.website?.id).toBe('site-4f2a');
    expect(context.item?.id).toBe('item-5');
    expect(context['rollups']).toEqual(BUILDER.rollups);
  });

  it('adds what the builder names otherwise: render key, Escape login, contact data, locale, page access', () => {
    const context = fromBuilderContext(BUILDER);
    expect(context.websiteSettings?.mapsRenderKey).toBe('render-key-1');
    expect(context.websiteSettings?.allowEscapeKeyLogin).toBe(true);
    expect(context.website?.contactEmail).toBe('hallo@fern-and-fig.example');
    expect(context.website?.contactPhoneNumber).toBe('+49 30 1234');
    expect(context.website?.businessHours).toEqual({ monday: { text: '9–17', ranges: [{}] } });
    expect(context.locale).toBe('de-DE');
    expect(context['pagePermissionType']).toBe(1);
  });

  it('takes the formatting locale before the language, and a locale of its own before both', () => {
    const site = (extra: object) => ({ website: { language: 'en-GB', ...extra } });
    expect(fromBuilderContext(site({})).locale).toBe('en-GB');
    expect(fromBuilderContext(site({ formattingLocale: 'en-AU', translationLocale: 'en-US' })).locale).toBe('en-AU');
    expect(fromBuilderContext({ ...site({ formattingLocale: 'en-AU' }), locale: 'fr-CA' }).locale).toBe('fr-CA');
    // Not a language tag: the next one, or none.
    expect(fromBuilderContext(site({ formattingLocale: 'not a locale!' })).locale).toBe('en-GB');
    expect(fromBuilderContext({ website: { language: 42 } }).locale).toBeUndefined();
  });

  it('never replaces a value the page context already has under its own name', () => {
    const context = fromBuilderContext({
      gmRenderKey: 'builder-key',
      website: { contactEmail: 'site@example.org', cloneable: false },
      websiteCloneable: true,
      websiteSettings: { mapsRenderKey: 'own-key', allowEscapeKeyLogin: false, useEscapeKeyToLogin: true, contactEmail: 'x@example.org' },
      collection: { permissionType: 2 },
      pagePermissionType: 3,
    });
    expect(context.websiteSettings?.mapsRenderKey).toBe('own-key');
    expect(context.websiteSettings?.allowEscapeKeyLogin).toBe(false);
    expect(context.website?.contactEmail).toBe('site@example.org');
    expect(context.website?.cloneable).toBe(false);
    expect(context['pagePermissionType']).toBe(3);
  });

  it('takes the cloneable flag from the top level when the website has none', () => {
    expect(fromBuilderContext({ websiteCloneable: true, website: {} }).website?.cloneable).toBe(true);
  });

  it('leaves what it cannot map as published, for the features to judge, and does not touch its input', () => {
    const input = { website: 'not an object', websiteSettings: [1, 2], gmRenderKey: 7 };
    const copy = structuredClone(input);
    const context = fromBuilderContext(input);
    expect(context.website).toBe('not an object');
    expect(context.websiteSettings).toEqual([1, 2]);
    expect(input).toEqual(copy);
    // Without settings at all, the render key still reaches the maps.
    expect(fromBuilderContext({ gmRenderKey: 'k' }).websiteSettings).toEqual({ mapsRenderKey: 'k' });
  });
});

describe('the object literal read as data', () => {
  const at = (text: string): unknown => parseObjectLiteral(text, text.indexOf('{'));

  it('parses valid JSON as it is, up to the literal, whatever statement follows', () => {
    expect(at('X = {"a":{"b":[1,"}"]}};')).toEqual({ a: { b: [1, '}'] } });
    expect(at('X = {"a":1}; Y = {"b":2};')).toEqual({ a: 1 });
  });

  it('reads a quote left unescaped in an HTML value as the text it is, and the values after it', () => {
    const text = 'X = {"policy":"<p class=\\"\\"><a href="https://shop.example/terms">Terms</a></p>","currency":"EUR","n":[1]};';
    expect(() => JSON.parse(text.slice(4, -1))).toThrow();
    expect(at(text)).toEqual({ policy: '<p class=""><a href="https://shop.example/terms">Terms</a></p>', currency: 'EUR', n: [1] });
  });

  it('reads an escape JSON does not know as the script would, its character', () => {
    const text = String.raw`X = {"link":"<a href=\"\&quot;/terms\&quot;\">","after":true};`;
    expect(at(text)).toEqual({ link: '<a href="&quot;/terms&quot;">', after: true });
  });

  it('keeps the escapes JSON knows, and escapes a raw control character', () => {
    const text = 'X = {"a":"tab\\tquote\\"slash\\\\\\/u\\u00e9","b":"line\nbreak" , "c" : "x"};';
    expect(at(text)).toEqual({ a: 'tab\tquote"slash\\/ué', b: 'line\nbreak', c: 'x' });
  });

  it('throws when even the repaired text is not JSON, or the literal never closes', () => {
    expect(() => at('X = {"a": undefined};')).toThrow(SyntaxError);
    expect(() => at('X = {"a":"never closed}')).toThrow(SyntaxError);
  });

  it(`repairs a literal up to ${MAX_REPAIRED_LENGTH} characters and no longer one`, () => {
    const literal = (length: number): string => {
      const head = '{"html":"<a href="/x">x</a>","pad":"';
      // From its brace to the end of the script's text (no statement follows), `length` characters.
      return `X = ${head}${'a'.repeat(length - head.length - 2)}"}`;
    };
    expect(at(literal(MAX_REPAIRED_LENGTH))).toMatchObject({ html: '<a href="/x">x</a>' });
    expect(() => at(literal(MAX_REPAIRED_LENGTH + 1))).toThrow(SyntaxError);
  });
});

/** The builder's context script, as it publishes it. */
function builderScript(literal: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.dataset['name'] = 'static-context';
  script.type = 'text/plain'; // jsdom runs no script anyway; the page's own would never run under the policy
  script.textContent = `Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${literal};`;
  return script;
}

describe("the builder's context script", () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('is read from its text and mapped', () => {
    const context = readBuilderContext(builderScript(JSON.stringify(BUILDER)));
    expect(context.website?.id).toBe('site-4f2a');
    expect(context.websiteSettings?.mapsRenderKey).toBe('render-key-1');
    expect(error).not.toHaveBeenCalled();
  });

  it('is read when a value holds an unescaped quote', () => {
    const broken = JSON.stringify(BUILDER).replace('<p>30 Tage</p>', '<p><a href="/rueckgabe">30 Tage</a></p>');
    const context = readBuilderContext(builderScript(broken));
    expect(context.websiteSettings?.storeSettings).toMatchObject({
      selectedCurrency: 'EUR',
      returnPolicy: '<p><a href="/rueckgabe">30 Tage</a></p>',
    });
    expect(context.cookieSettings?.isCookieBannerEnabled).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['a literal that is not JSON', '{website: {id: "x"}}'],
    ['no object assigned', '"text"'],
  ])('runs on defaults with one console error for %s', (_, literal) => {
    expect(readBuilderContext(builderScript(literal))).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("site-runtime: the builder's context script cannot be read as JSON");
  });
});

describe('readContext', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(importChunk).mockResolvedValue({ default: readBuilderContext });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(importChunk).mockReset();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const siteContext = (context: object): void => {
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="site-context">${JSON.stringify(context)}</script>`);
  };
  const read = () => new Promise((resolve) => readContext(resolve));

  it('takes #site-context at once when the page has both, and loads no reader', async () => {
    document.head.append(builderScript(JSON.stringify(BUILDER)));
    siteContext({ website: { id: 'ours' } });
    const seen: unknown[] = [];
    readContext((context) => seen.push(context));
    expect(seen).toEqual([{ website: { id: 'ours' } }]);
    expect(importChunk).not.toHaveBeenCalled();
  });

  it("reads the builder's context with the chunk loaded for it when there is no #site-context", async () => {
    document.head.append(builderScript(JSON.stringify(BUILDER)));
    const context = (await read()) as ReturnType<typeof fromBuilderContext>;
    expect(importChunk).toHaveBeenCalledWith('static-context');
    expect(context.website?.id).toBe('site-4f2a');
    expect(error).not.toHaveBeenCalled();
  });

  it('runs on defaults, with the failure reported, when the reader cannot load', async () => {
    vi.mocked(importChunk).mockRejectedValue(new Error('offline'));
    document.head.append(builderScript(JSON.stringify(BUILDER)));
    expect(await read()).toEqual({});
    expect(error).toHaveBeenCalledWith('site-runtime: context:', expect.objectContaining({ message: 'offline' }));
  });

  it('still says so when the page has no context at all', async () => {
    expect(await read()).toEqual({});
    expect(error).toHaveBeenCalledWith('site-runtime: no #site-context; using defaults.');
    expect(importChunk).not.toHaveBeenCalled();
  });
});

describe('the runtime on a page of the builder', () => {
  const banner: FeatureModule = {
    mount(el) {
      el.textContent = 'banner';
      return () => undefined;
    },
  };
  const loadBlocks = async (): Promise<BlocksChunk> => {
    throw new Error('no blocks here');
  };
  const runtime = createRuntime({
    pages: [{ name: 'banner', match: { when: (context) => context.cookieSettings?.isCookieBannerEnabled === true }, trigger: 'load' }],
    version: 'test',
    load: async () => banner,
    loadBlocks,
  });
  const reader = vi.fn(readBuilderContext);
  /** Lets the reader's chunk arrive. */
  let arrive: () => void;

  beforeEach(() => {
    reader.mockClear();
    vi.mocked(importChunk).mockReturnValue(
      new Promise((resolve) => {
        arrive = () => resolve({ default: reader });
      }),
    );
    document.head.append(builderScript(JSON.stringify(BUILDER)));
  });
  afterEach(() => {
    runtime.destroy();
    vi.mocked(importChunk).mockReset();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is initialized, and starts the page features its context chooses, once the context is read', async () => {
    const ready = vi.fn();
    document.addEventListener('site-runtime:ready', ready);
    runtime.init();
    expect(runtime.state).toBe('not initialized');
    expect(ready).not.toHaveBeenCalled();
    expect(document.querySelector('[data-site-runtime]')).toBeNull();
    arrive();
    await vi.waitFor(() => expect(runtime.state).toBe('initialized'));
    expect(ready).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(document.querySelector('[data-site-runtime="banner"]')?.textContent).toBe('banner'));
    document.removeEventListener('site-runtime:ready', ready);
  });

  it('starts nothing when destroyed before the context is read', async () => {
    runtime.init();
    runtime.destroy();
    expect(runtime.state).toBe('not initialized');
    arrive();
    await vi.waitFor(() => expect(reader).toHaveBeenCalled());
    await Promise.resolve();
    expect(document.querySelector('[data-site-runtime]')).toBeNull();
  });
});
