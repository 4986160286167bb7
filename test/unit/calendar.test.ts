// @vitest-environment node
// The calendar's day arithmetic and keys (WAI-ARIA date picker grid), and its block data.
import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, monthParam, weekday } from '../../src/features/calendar/dates';
import { moveFor } from '../../src/features/calendar/keys';
import { parseCalendar } from '../../src/features/calendar/props';

describe('dates', () => {
  it('clamps a month move to the last day and shows six weeks from the Sunday', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    const weeks = monthGrid('2026-12');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe('2026-11-29');
    expect(weeks[5]?.[6]).toBe('2027-01-09');
    expect(weekday('2026-12-01')).toBe(2);
    expect(monthParam('2026-03')).toBe('03-2026');
  });
});

describe('moveFor', () => {
  const at = (key: string, shiftKey = false) => moveFor({ key, shiftKey }, '2026-12-01');
  it('moves by day, week, week end, month and year', () => {
    expect([at('ArrowLeft'), at('ArrowRight'), at('ArrowUp'), at('ArrowDown')]).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-11-24',
      '2026-12-08',
    ]);
    expect([at('Home'), at('End')]).toEqual(['2026-11-29', '2026-12-05']);
    expect([at('PageUp'), at('PageDown'), at('PageUp', true), at('PageDown', true)]).toEqual([
      '2026-11-01',
      '2027-01-01',
      '2025-12-01',
      '2027-12-01',
    ]);
    expect(at('a')).toBeNull();
  });
});

describe('parseCalendar', () => {
  it('needs the collection id', () => {
    expect(parseCalendar({ collectionId: ' 64c0ca1e0000000000000e75 ', hSize: null })).toEqual({
      collectionId: '64c0ca1e0000000000000e75',
    });
    expect(() => parseCalendar({ hSize: null })).toThrow('collectionId must be a collection id');
    expect(() => parseCalendar([])).toThrow('must be an object');
  });
});
