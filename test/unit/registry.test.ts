// The registry against everything it must agree with: the platform's block numbers, the feature
// folders, and the entry's generic scan.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, isNamedBlockType, PUBLISHED_BLOCK_TYPES } from '../../src/platform/block-types';
import { BLOCKS, PAGE_FEATURES } from '../../src/runtime/registry';
import { MARKERS } from '../../src/runtime/session';

// A path, not a URL: under jsdom, URL is jsdom's own, which node:fs does not take.
const featuresDir = join(__dirname, '../../src/features');
const folders = readdirSync(featuresDir).filter((name) =>
  ['index.ts', 'index.tsx'].some((file) => existsSync(join(featuresDir, name, file))),
);
const numbered = BLOCKS.flatMap((row) => ('blockType' in row.match ? [{ name: row.name, type: row.match.blockType }] : []));
const selected = BLOCKS.flatMap((row) =>
  'selector' in row.match && row.match.selector ? [{ name: row.name, selector: row.match.selector }] : [],
);

describe('block rows', () => {
  it('use only block numbers the platform table names, each once', () => {
    for (const { name, type } of numbered) expect(isNamedBlockType(type), `${name}: ${type}`).toBe(true);
    expect(new Set(numbered.map((row) => row.type)).size).toBe(numbered.length);
  });

  it('agree with the platform on the number of a block they share a name with', () => {
    for (const { name, type } of numbered) {
      const platformName = name.toUpperCase().replace(/-/g, '_');
      const known = BLOCK_TYPES.valueOf(platformName) ?? PUBLISHED_BLOCK_TYPES.valueOf(platformName);
      if (known !== undefined) expect(type, name).toBe(known);
    }
    // The one whose feature is named for what it does, not for its block.
    expect(numbered.find((row) => row.name === 'member-pricing')?.type).toBe(BLOCK_TYPES.MEMBER_AREA);
  });

  it('match by selector only elements the entry scan finds', () => {
    // Each part of a selector list is one attribute marker, or the builder's block classes
    // (`.sqs-block.<kind>-block`) on a block, which always carries its `data-block-type`.
    for (const { name, selector } of selected) {
      for (const part of selector.split(',')) {
        const el = document.createElement('div');
        // One attribute marker, optionally narrowed by what it holds (text shapes: a text block with them).
        const [, attribute, value, tag, className] = /^\[([\w-]+)="([^"]+)"\](?::has\((\w+)\.([\w-]+)\))?$/.exec(part) ?? [];
        const classes = /^\.sqs-block\.[\w-]+-block$/.test(part) ? part.slice(1).split('.') : undefined;
        expect(attribute ?? classes, `${name}: ${part} is an attribute marker or a builder block's classes`).toBeDefined();
        if (attribute) el.setAttribute(attribute, value!);
        if (classes) el.classList.add(...classes);
        if (classes) el.setAttribute('data-block-type', '1');
        if (tag !== undefined) {
          expect(el.matches(part), `${name}: ${part} without what it holds`).toBe(false);
          el.append(Object.assign(document.createElement(tag), { className }));
        }
        expect(el.matches(selector)).toBe(true);
        expect(el.matches(MARKERS), `${name}: ${part}`).toBe(true);
      }
    }
  });
});

describe('the registry and the feature folders', () => {
  it('has one row for every folder in src/features/, and a folder for every row', () => {
    const rows = [...BLOCKS, ...PAGE_FEATURES].map((row) => row.name);
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual([...folders].sort());
  });
});
