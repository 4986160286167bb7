// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tabKey } from '../../src/features/menu/tab-keys';

describe("the menu tabs' keys (WAI-ARIA tabs, manual activation)", () => {
  it('moves focus with the arrows, wrapping at both ends', () => {
    expect(tabKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabKey('ArrowDown', 2, 3)).toBe(0);
    expect(tabKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKey('ArrowUp', 1, 3)).toBe(0);
  });

  it('goes to the ends with Home and End', () => {
    expect(tabKey('Home', 2, 3)).toBe(0);
    expect(tabKey('End', 0, 3)).toBe(2);
  });

  it('selects with Enter and Space, and leaves every other key alone', () => {
    expect(tabKey('Enter', 1, 3)).toBe('select');
    expect(tabKey(' ', 1, 3)).toBe('select');
    expect(tabKey('Tab', 1, 3)).toBeUndefined();
    expect(tabKey('a', 1, 3)).toBeUndefined();
  });
});
