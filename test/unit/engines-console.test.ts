// @vitest-environment node
// The engines' console comparison (test/engines/compare.mjs): what differs by engine is compared as a kind.

import { describe, expect, it } from 'vitest';
import { consoleDifference } from '../engines/compare.mjs';

const error = (text: string) => ({ type: 'error', text });

describe('consoleDifference', () => {
  it('holds each message to as many times as Chromium said it', () => {
    const twice = [error('site-runtime: a'), error('site-runtime: a')];
    expect(consoleDifference(twice, [error('site-runtime: a')])).toEqual({ onlyHere: ['error: site-runtime: a'], onlyChromium: [] });
    expect(consoleDifference([], [error('site-runtime: b')])).toEqual({ onlyHere: [], onlyChromium: ['error: site-runtime: b'] });
  });

  it('compares each message once when asked to (a real page), never a message said on one side only', () => {
    const twice = [error('site-runtime: a'), error('site-runtime: a')];
    expect(consoleDifference(twice, [error('site-runtime: a')], true)).toEqual({ onlyHere: [], onlyChromium: [] });
    expect(consoleDifference(twice, [], true)).toEqual({ onlyHere: ['error: site-runtime: a'], onlyChromium: [] });
  });

  it("compares a picture's width and an engine's parser wording as kinds", () => {
    const here = [error('image-loader: Error: Image failed to load: /p.jpg?format=1500w'), error('x: SyntaxError: JSON.parse: bad')];
    const chromium = [error('image-loader: Error: Image failed to load: /p.jpg?format=750w'), error('x: SyntaxError: Unexpected token')];
    expect(consoleDifference(here, chromium)).toEqual({ onlyHere: [], onlyChromium: [] });
    const other = [error('image-loader: Error: Image failed to load: /q.jpg?format=750w'), error('x: SyntaxError: Unexpected token')];
    expect(consoleDifference(here, other).onlyHere).toEqual(['error: image-loader: Error: Image failed to load: /p.jpg?format=<width>w']);
  });
});
