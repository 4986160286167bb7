// @vitest-environment node
// Every platform enumeration: round-trips both ways, spot values from the spec, and (when the spec files are
// at test/spec, a copy of ../shared/spec) a full comparison with the lists parsed out of spec 001 and 000.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_TYPES, ENVIRONMENTS, EVENT_SOURCES } from '../../src/platform/analytics';
import {
  BLOCK_TYPE_RANGE,
  BLOCK_TYPES,
  BLOCK_VARIANT_RESERVATION_COUNT,
  BLOCK_VARIANT_TYPE_RANGE,
  BLOCK_VARIANTS,
  isBlockTypeInRange,
  isBlockVariantType,
} from '../../src/platform/block-types';
import { COLLECTION_TYPES, COLLECTION_VIEWS, CONTENT_STATUSES, ITEM_TYPES } from '../../src/platform/collections';
import { MEASUREMENT_UNITS, PRODUCT_TYPES } from '../../src/platform/commerce';
import type { EnumApi, EnumTable } from '../../src/platform/enum';
import {
  editablePropertiesOf,
  FORM_EDITOR_TABS,
  FORM_FIELD_EDITABLE_PROPERTIES,
  FORM_FIELD_PARTS,
  FORM_FIELD_PROPERTIES,
  FORM_FIELD_TYPES,
  isFormFieldType,
} from '../../src/platform/form-fields';
import { GALLERY_ITEM_MEDIA_TYPES } from '../../src/platform/gallery';
import { ANCHOR_HORIZONTAL, ANCHOR_POSITIONS, ANCHOR_VERTICAL, anchorParts, DEVICE_VIEWS, SECTION_TYPES } from '../../src/platform/layout';
import { PAGE_LAYOUT_TYPES, PAGE_TYPES, TWEAK_PAGE_TYPES } from '../../src/platform/page-types';
import {
  COMMERCE_PERMISSIONS,
  CONFIG_AREAS,
  CONTRIBUTOR_ROLES,
  NEWSLETTER_PERMISSION_ACCESS,
  NEWSLETTER_PERMISSION_AREAS,
  NEWSLETTER_PERMISSIONS,
  PERMISSION_GROUPS,
  SETTINGS_PERMISSIONS,
} from '../../src/platform/permissions';
import { SITE_STATUSES, SITE_TYPES } from '../../src/platform/site';
import { MARQUEE_DIRECTIONS, TEXT_SHAPE_TYPES } from '../../src/platform/text-effects';

const ALL: Record<string, EnumApi<EnumTable>> = {
  PAGE_TYPES,
  TWEAK_PAGE_TYPES,
  PAGE_LAYOUT_TYPES,
  BLOCK_TYPES,
  COLLECTION_TYPES,
  ITEM_TYPES,
  CONTENT_STATUSES,
  COLLECTION_VIEWS,
  PRODUCT_TYPES,
  MEASUREMENT_UNITS,
  SITE_STATUSES,
  SITE_TYPES,
  ANALYTICS_EVENT_TYPES,
  EVENT_SOURCES,
  ENVIRONMENTS,
  DEVICE_VIEWS,
  ANCHOR_VERTICAL,
  ANCHOR_HORIZONTAL,
  ANCHOR_POSITIONS,
  SECTION_TYPES,
  TEXT_SHAPE_TYPES,
  MARQUEE_DIRECTIONS,
  GALLERY_ITEM_MEDIA_TYPES,
  FORM_FIELD_TYPES,
  FORM_FIELD_PROPERTIES,
  FORM_EDITOR_TABS,
  CONTRIBUTOR_ROLES,
  PERMISSION_GROUPS,
  CONFIG_AREAS,
  COMMERCE_PERMISSIONS,
  SETTINGS_PERMISSIONS,
  NEWSLETTER_PERMISSIONS,
};

describe.each(Object.entries(ALL))('%s round-trips', (_label, table) => {
  it('name → value → name and value → name → value', () => {
    expect(table.names.length).toBeGreaterThan(0);
    expect(table.names.length).toBe(table.list.length);
    expect(new Set(table.list).size).toBe(table.list.length);
    table.names.forEach((name, i) => {
      const value = table.valueOf(name);
      expect(value).toBe(table.list[i]);
      expect(value).toBe(table.values[name]);
      expect(table.nameOf(value)).toBe(name);
      expect(table.has(value)).toBe(true);
      expect(table.hasName(name)).toBe(true);
    });
  });

  it('answers undefined outside the table', () => {
    expect(table.nameOf(-1)).toBeUndefined();
    expect(table.nameOf('no such value')).toBeUndefined();
    expect(table.valueOf('NO_SUCH_NAME')).toBeUndefined();
    expect(table.valueOf('constructor')).toBeUndefined();
    for (const value of table.list) {
      if (typeof value === 'number') expect(table.has(String(value))).toBe(false);
    }
  });
});

describe('spot values copied from the spec', () => {
  it.each([
    ['BLOCK_TYPES', 'NAVIGATION', 1],
    ['BLOCK_TYPES', 'HTML', 2],
    ['BLOCK_TYPES', 'IMAGE', 5],
    ['BLOCK_TYPES', 'GALLERY', 8],
    ['BLOCK_TYPES', 'FORM', 9],
    ['BLOCK_TYPES', 'PRODUCT', 43],
    ['BLOCK_TYPES', 'NEWSLETTER', 51],
    ['BLOCK_TYPES', 'DONATION', 52],
    ['BLOCK_TYPES', 'BUTTON', 53],
    ['BLOCK_TYPES', 'MEMBER_AREA', 67],
    ['BLOCK_TYPES', 'ACCORDION', 69],
    ['BLOCK_TYPES', 'MARQUEE', 70],
    ['BLOCK_TYPES', 'SHAPE', 71],
    ['PAGE_TYPES', 'MAIN_CONTENT_OR_CONTENT_COLLECTION', 1],
    ['PAGE_TYPES', 'CONTENT_ITEM', 50],
    ['PAGE_TYPES', 'NOT_FOUND', 100],
    ['PAGE_TYPES', 'MEMBER_AREA_ACCESS_DENIED', 106],
    ['PAGE_TYPES', 'SHOW_CART', 200],
    ['PAGE_TYPES', 'COMMERCE_CART_V2', 205],
    ['PAGE_TYPES', 'REVIEWS_REQUEST', 209],
    ['PAGE_TYPES', 'ORDER_STATUS', 211],
    ['PAGE_TYPES', 'COMMERCE_EMAIL_PREVIEW', 301],
    ['COLLECTION_TYPES', 'PRODUCTS', 13],
    ['COLLECTION_TYPES', 'LESSONS', 24],
    ['ITEM_TYPES', 'STORE_ITEM', 11],
    ['ITEM_TYPES', 'DIGITAL_GOOD', 18],
    ['ITEM_TYPES', 'LESSON', 62],
    ['PRODUCT_TYPES', 'GIFT_CARD', 4],
    ['PRODUCT_TYPES', 'PAYWALL', 5],
    ['SITE_STATUSES', 'V5_LINKED', 11],
    ['SITE_STATUSES', 'RESOLD_GRACE_PERIOD', 14],
    ['SITE_TYPES', 'PARKING_PAGE', 3],
    ['CONTENT_STATUSES', 'NEEDS_REVIEW', 3],
    ['CONTRIBUTOR_ROLES', 'MODERATOR', 6],
    ['CONTRIBUTOR_ROLES', 'NONE', 14],
    ['MEASUREMENT_UNITS', 'METRIC', 2],
    ['ANALYTICS_EVENT_TYPES', 'HEARTBEAT', 10],
    ['ANALYTICS_EVENT_TYPES', 'VIDEO', 21],
    ['PERMISSION_GROUPS', 'AUTHENTICATED_WITH_NO_SITE_PERMISSIONS', 0],
    ['PERMISSION_GROUPS', 'ADMIN', 2],
    ['TEXT_SHAPE_TYPES', 'STRIKE_DIAGONAL', 'strikeDiagonal'],
    ['GALLERY_ITEM_MEDIA_TYPES', 'ASSET_REUSED', 'assetReused'],
    ['SECTION_TYPES', 'TEMP_LOCK_INJECT', 'temp-lock-inject'],
    ['TWEAK_PAGE_TYPES', 'POPUP_OVERLAY', 'POPUP_OVERLAY'],
    ['PAGE_LAYOUT_TYPES', 'COVER_PAGE', 'cover-page'],
    ['ENVIRONMENTS', 'PROD', 'prod'],
    ['EVENT_SOURCES', 'IOS', 'IOS'],
  ] as const)('%s.%s = %s', (label, name, value) => {
    const api = ALL[label];
    expect(api).toBeDefined();
    expect(api?.valueOf(name)).toBe(value);
    expect(api?.nameOf(value)).toBe(name);
  });

  it('has every page type of the spec and no other (25, from 1 to 301)', () => {
    expect(PAGE_TYPES.list).toEqual([
      1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 300, 301,
    ]);
  });

  it('block type and block variant ranges', () => {
    expect(BLOCK_TYPE_RANGE).toEqual({ min: 1, max: 71 });
    for (const value of BLOCK_TYPES.list) expect(isBlockTypeInRange(value)).toBe(true);
    expect([0, 72, 1.5, '8', NaN].map(isBlockTypeInRange)).toEqual([false, false, false, false, false]);
    expect(BLOCK_VARIANT_TYPE_RANGE).toEqual({ min: 1000, max: 1019 });
    expect([999, 1000, 1019, 1020, '1000'].map(isBlockVariantType)).toEqual([false, true, true, false, false]);
    const named = Object.values(BLOCK_VARIANTS).reduce((sum, list) => sum + list.length, 0);
    // 19 variants the spec counts, within 20 numbers: why they are not numbered one by one.
    expect(named + BLOCK_VARIANT_RESERVATION_COUNT).toBe(19);
  });

  it('anchor positions are the nine crossings, and split back into their axes', () => {
    expect(ANCHOR_POSITIONS.list).toHaveLength(9);
    for (const v of ANCHOR_VERTICAL.list) {
      for (const h of ANCHOR_HORIZONTAL.list) {
        const position = `${v}-${h}`;
        expect(ANCHOR_POSITIONS.has(position)).toBe(true);
        if (ANCHOR_POSITIONS.has(position)) expect(anchorParts(position)).toEqual({ vertical: v, horizontal: h });
      }
    }
  });

  it('newsletter permissions are read and write for each area', () => {
    const expected = NEWSLETTER_PERMISSION_AREAS.flatMap((area) => NEWSLETTER_PERMISSION_ACCESS.map((access) => `${area} ${access}`));
    expect(NEWSLETTER_PERMISSIONS.list).toEqual(expected);
  });

  it('isFormFieldType (what a form light part checks with) agrees with the field type enum', () => {
    for (const type of FORM_FIELD_TYPES.list) expect(isFormFieldType(type)).toBe(true);
    for (const other of ['TEXT', 'toString', '', 9, null, undefined]) expect(isFormFieldType(other)).toBe(FORM_FIELD_TYPES.has(other));
  });

  it('form field properties: every field type has a row, every property is known, maxLength only behind the flag', () => {
    expect(Object.keys(FORM_FIELD_EDITABLE_PROPERTIES).sort()).toEqual([...FORM_FIELD_TYPES.list].sort());
    for (const props of Object.values(FORM_FIELD_EDITABLE_PROPERTIES)) {
      for (const prop of props) expect(FORM_FIELD_PROPERTIES.has(prop)).toBe(true);
    }
    expect(editablePropertiesOf('textarea')).toEqual(['description', 'placeholder', 'required']);
    expect(editablePropertiesOf('textarea', { formHandlerFlag: true })).toEqual(['description', 'placeholder', 'required', 'maxLength']);
    expect(editablePropertiesOf('text', { formHandlerFlag: true })).toEqual(['description', 'placeholder', 'required']);
    expect(editablePropertiesOf('hidden')).toEqual(['key', 'value']);
    expect(editablePropertiesOf('phone')).toContain('showCountryCode');
  });
});

// ---- oracle: the lists parsed out of the spec text ----

// A copy of the specs is kept in test/spec (checked against ../shared/spec by spec-copy.test.ts).
const SPEC_DIR = process.env.SPEC_DIR ?? resolve(process.cwd(), 'test/spec');
const SPEC_001 = `${SPEC_DIR}/001_2c6798eca6d770f9.txt`;
const SPEC_000 = `${SPEC_DIR}/000_06ecaa88106ba3c9.txt`;
const haveSpec = existsSync(SPEC_001) && existsSync(SPEC_000);

it('finds the spec files', () => {
  expect(haveSpec, `spec files not found under ${SPEC_DIR}; set SPEC_DIR`).toBe(true);
});

describe.runIf(haveSpec)('against the spec text', () => {
  const spec001 = haveSpec ? readFileSync(SPEC_001, 'utf8') : '';
  const spec000 = haveSpec ? readFileSync(SPEC_000, 'utf8') : '';

  /** The rest of the one line of spec 001 that contains `label`. */
  function after(label: string, text = spec001): string {
    const lines = text.split('\n').filter((line) => line.includes(label));
    expect(lines, `exactly one spec line with ${label}`).toHaveLength(1);
    const line = lines[0] ?? '';
    return line.slice(line.indexOf(label) + label.length).trim();
  }

  /** "a, b, c." / "a or b." → ["a", "b", "c"]; stops at the first sentence end; drops "and others"/"and more". */
  function listOf(label: string): string[] {
    const rest = after(label);
    const sentence = rest.split(/\.(?:\s|$)/)[0] ?? '';
    return sentence
      .split(/, | or /)
      .map((item) => item.trim())
      .filter((item) => item !== '' && !/^and (others|more)\b/.test(item));
  }

  /** "navigation 1, html 2, ..." → { 'navigation': 1, ... } */
  function pairsOf(label: string, startAfter?: string): Record<string, number> {
    let rest = after(label);
    if (startAfter !== undefined) rest = rest.slice(rest.indexOf(startAfter) + startAfter.length);
    const out: Record<string, number> = {};
    for (const item of rest.split(',')) {
      const match = /^\s*(.+?) (\d+)\.?\s*$/.exec(item);
      if (match?.[1] !== undefined && match[2] !== undefined) out[match[1]] = Number(match[2]);
      else expect(item.trim(), `unparsed item in ${label}`).toMatch(/^and others\.?$/);
    }
    return out;
  }

  const phrase = (name: string): string => name.toLowerCase().replaceAll('_', ' ');
  const asPhrases = (table: EnumApi<EnumTable>): Record<string, string | number> =>
    Object.fromEntries(table.names.map((name) => [phrase(name), table.values[name] ?? NaN]));

  it.each([
    ['**Block types:**', BLOCK_TYPES, 'Examples:'],
    ['**Collection types:**', COLLECTION_TYPES, undefined],
    ['**Item types:**', ITEM_TYPES, undefined],
    ['**Product types:**', PRODUCT_TYPES, undefined],
    ['**Site statuses:**', SITE_STATUSES, undefined],
    ['**Site types:**', SITE_TYPES, undefined],
    ['**Content statuses:**', CONTENT_STATUSES, undefined],
    ['**Contributor roles:**', CONTRIBUTOR_ROLES, undefined],
    ['**Measurement units:**', MEASUREMENT_UNITS, undefined],
    ['**Analytics event types:**', ANALYTICS_EVENT_TYPES, undefined],
    ['Numeric permission groups:', PERMISSION_GROUPS, undefined],
  ] as const)('numeric %s equals the spec list exactly', (label, table, startAfter) => {
    const fromSpec = pairsOf(label, startAfter);
    expect(Object.keys(fromSpec).length).toBeGreaterThan(1);
    expect(asPhrases(table)).toEqual(fromSpec);
  });

  it('page types equal the spec table exactly, in order', () => {
    const section = spec001.slice(
      spec001.indexOf('### Page-type enumeration'),
      spec001.indexOf('### Other', spec001.indexOf('### Page-type enumeration')),
    );
    const rows = [...section.matchAll(/^\| (\d+) \| (.+?) \|$/gm)].map((m) => [m[2], Number(m[1])]);
    expect(rows).toHaveLength(25);
    expect(Object.entries(asPhrases(PAGE_TYPES))).toEqual(rows);
  });

  it.each([
    ['Collection views:', COLLECTION_VIEWS],
    ['Device views:', DEVICE_VIEWS],
    ['Tweak page types:', TWEAK_PAGE_TYPES],
    ['Page layout types:', PAGE_LAYOUT_TYPES],
    ['Form editor tabs:', FORM_EDITOR_TABS],
    ['Event sources:', EVENT_SOURCES],
    ['Environments:', ENVIRONMENTS],
    ['**Text shape types (strings):**', TEXT_SHAPE_TYPES],
    ['**Marquee direction:**', MARQUEE_DIRECTIONS],
    ['Gallery item media types:', GALLERY_ITEM_MEDIA_TYPES],
    ['Section types:', SECTION_TYPES],
    ['Config areas:', CONFIG_AREAS],
    ['Commerce permissions:', COMMERCE_PERMISSIONS],
    ['Settings permissions:', SETTINGS_PERMISSIONS],
  ] as const)('string list %s equals the spec list exactly, in order', (label, table) => {
    const fromSpec = listOf(label);
    expect(fromSpec.length).toBeGreaterThan(1);
    expect(table.list).toEqual(fromSpec);
  });

  it('newsletter permission parts are the spec’s', () => {
    const rest = after('Newsletter permissions:');
    const areas = `${NEWSLETTER_PERMISSION_AREAS.slice(0, -1).join(', ')} and ${NEWSLETTER_PERMISSION_AREAS.at(-1)}`;
    expect(rest).toBe(`${NEWSLETTER_PERMISSION_ACCESS.join(' and ')} for ${areas}.`);
  });

  it('anchor axes are the spec’s', () => {
    const rest = after('Anchor positions:');
    expect(rest).toBe(`nine, ${ANCHOR_VERTICAL.list.join('/')} crossed with ${ANCHOR_HORIZONTAL.list.join('/')}.`);
  });

  it('block variants are the spec’s, in order', () => {
    const rest = after('Block variant types 1000 to 1019:');
    const groups = rest.replace(/\.$/, '').split('; ');
    expect(groups.pop()).toBe('two reservation types');
    expect(BLOCK_VARIANT_RESERVATION_COUNT).toBe(2);
    const parsed = Object.fromEntries(
      groups.map((group) => {
        const [block = '', variants = ''] = group.split(' ');
        return [block, variants.split('/')];
      }),
    );
    expect(parsed).toEqual(BLOCK_VARIANTS);
  });

  it('form field editable properties equal the spec table (phone: the row above plus showCountryCode)', () => {
    const start = spec001.indexOf('### Form field types and editable properties');
    const section = spec001.slice(start, spec001.indexOf('###', start + 4));
    const expected: Record<string, string[]> = {};
    let previous: string[] = [];
    for (const m of section.matchAll(/^\| ([a-z, ]+) \| (.+?) \|$/gm)) {
      const types = (m[1] ?? '').split(', ');
      const cell = m[2] ?? '';
      const adds = /^adds (\w+)$/.exec(cell);
      const props = adds?.[1] !== undefined ? [...previous, adds[1]] : cell.split(', ');
      for (const type of types) expected[type] = props;
      previous = props;
    }
    expect(Object.keys(expected)).toHaveLength(19);
    expect(FORM_FIELD_EDITABLE_PROPERTIES).toEqual(expected);
    expect(section).toContain('Textarea also gets maxLength when a form-handler feature flag is on.');
  });

  it('form field parts equal spec 000 §3', () => {
    const line = spec000.split('### Form field types\n')[1]?.split('\n')[0] ?? '';
    const parsed = Object.fromEntries([...line.matchAll(/(\w+) \(([^)]+)\)/g)].map((m) => [m[1], (m[2] ?? '').split(', ')]));
    expect(Object.keys(parsed)).toHaveLength(5);
    expect(parsed).toEqual(FORM_FIELD_PARTS);
  });
});
