// @vitest-environment node
// The tour dates block's data: shows read as the builder's provider gives them, sorted; unreadable ones
// skipped with a console error; past days left out, the day itself kept.
import { describe, expect, it, vi } from 'vitest';
import { parseTourDates, today, upcoming } from '../../src/features/tour-dates/props';

describe('parseTourDates', () => {
  it('reads, sorts and keeps the Tickets offer', () => {
    const { dates } = parseTourDates({
      events: [
        { datetime: '2026-12-12T21:00:00', venue: { name: 'B', city: 'Chicago' } },
        {
          datetime: '2026-12-04',
          venue: { name: 'A', city: 'Boston', region: 'MA' },
          offers: [{ type: 'Tickets', url: ' https://t.example/a ' }],
        },
      ],
    });
    expect(dates).toEqual([
      { day: '2026-12-04', datetime: '2026-12-04', venue: 'A', place: 'Boston, MA', ticketUrl: 'https://t.example/a' },
      { day: '2026-12-12', datetime: '2026-12-12T21:00:00', venue: 'B', place: 'Chicago', ticketUrl: '' },
    ]);
  });
  it('refuses a block without a list, and skips a show it cannot read', () => {
    expect(() => parseTourDates({})).toThrow('events must be a list');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseTourDates({ events: [{ datetime: 'soon', venue: { name: 'X' } }] }).dates).toEqual([]);
    expect(error).toHaveBeenCalledWith('tour-dates: show 1 skipped:', 'datetime must be an ISO date, not "soon"');
    error.mockRestore();
  });
});

describe('upcoming', () => {
  it('keeps today and later', () => {
    const { dates } = parseTourDates({
      events: ['2026-11-30', '2026-12-01T23:59:00', '2027-01-01'].map((datetime) => ({ datetime, venue: { name: datetime } })),
    });
    const day = today(new Date(2026, 11, 1, 8));
    expect(day).toBe('2026-12-01');
    expect(upcoming(dates, day).map((date) => date.day)).toEqual(['2026-12-01', '2027-01-01']);
  });
});
