// The chart block's data rules and its drawing (the markup the server and the runtime share): the
// variants spec 001 §3 names, refused data, the points in keyboard order, the table, escaping.

import { describe, expect, it } from 'vitest';
import { parseChart, pointCount } from '../../src/features/chart/model';
import { chartFigure } from '../../src/features/chart/svg';
import { pointLabel } from '../../src/features/chart/texts';

const BAR = {
  chartType: 'bar',
  title: 'Coffees sold',
  labelHeading: 'Month',
  data: {
    labels: ['Jan', 'Feb'],
    series: [
      { name: '2025', values: [4, 8] },
      { name: '2026', values: [5, -2] },
    ],
  },
};

/** The figure as a document, to read what a browser would. */
const figure = (raw: unknown, id = 'block-x'): HTMLElement => {
  const holder = document.createElement('div');
  // A test reading the module's own output; the runtime parses it as XHTML instead.
  holder.innerHTML = chartFigure(parseChart(raw), id);
  return holder.firstElementChild as HTMLElement;
};

describe('parseChart', () => {
  it('reads the variant, title, label heading, labels and series', () => {
    expect(parseChart(BAR)).toEqual({
      type: 'bar',
      title: 'Coffees sold',
      labelHeading: 'Month',
      labels: ['Jan', 'Feb'],
      series: BAR.data.series,
    });
    expect(parseChart({ chartType: 'line', data: { labels: ['a'], series: [{ values: [1] }] } })).toMatchObject({
      title: '',
      labelHeading: 'Category',
      series: [{ name: 'Series 1', values: [1] }],
    });
  });

  it.each([
    ['not an object', null, /must be an object/],
    ['an unknown variant', { ...BAR, chartType: 'donut' }, /"chartType" must be one of bar, line, pie/],
    ['no data', { chartType: 'bar' }, /"data" must be an object/],
    ['no labels', { ...BAR, data: { ...BAR.data, labels: [] } }, /"data.labels" must be 1 to 24 strings/],
    ['too few values', { ...BAR, data: { ...BAR.data, series: [{ name: 'x', values: [1] }] } }, /series 1 must have 2 finite numbers/],
    ['a value not a number', { ...BAR, data: { ...BAR.data, series: [{ values: [1, '2'] }] } }, /finite numbers/],
    ['an infinite value', { ...BAR, data: { ...BAR.data, series: [{ values: [1, Number.POSITIVE_INFINITY] }] } }, /finite numbers/],
    // Their difference is Infinity: the axis would be drawn at NaN (issue 27, item 16).
    ['values at the edge of the doubles', { ...BAR, data: { ...BAR.data, series: [{ values: [1.7e308, -1.7e308] }] } }, /none past ±1e15/],
    ['a value past 1e15', { ...BAR, data: { ...BAR.data, series: [{ values: [1, -1.000001e15] }] } }, /none past ±1e15/],
    ['a pie of two series', { ...BAR, chartType: 'pie' }, /a pie has one series/],
    ['a pie of nothing', { chartType: 'pie', data: { labels: ['a'], series: [{ values: [0] }] } }, /a pie has one series/],
    ['a title not text', { ...BAR, title: 3 }, /"title" must be a string/],
  ])('refuses %s', (_, raw, message) => {
    expect(() => parseChart(raw)).toThrow(message);
  });
});

describe('chartFigure', () => {
  it("escapes the block's id in every attribute it goes into", () => {
    const id = 'c" onmouseover="x()';
    const drawing = figure(BAR, id);
    expect(drawing.querySelectorAll('[onmouseover]')).toHaveLength(0);
    expect(drawing.getAttribute('aria-labelledby')).toBe(`${id}-chart-title`);
    expect(drawing.querySelector('.sr-chart__title')?.id).toBe(`${id}-chart-title`);
    expect(drawing.querySelector('.sr-chart__table')?.id).toBe(`${id}-chart-table`);
  });

  it.each([
    ['the largest values allowed', [1e15, -1e15]],
    ['values a few denormals apart', [5e-324, 0]],
  ])('draws %s with numbers only: no NaN or Infinity in the drawing', (_, values) => {
    const markup = chartFigure(parseChart({ ...BAR, data: { labels: ['Jan', 'Feb'], series: [{ name: 'x', values }] } }), 'block-x');
    expect(markup).not.toMatch(/NaN|Infinity/);
  });

  it('draws a bar per label and series, in keyboard order (label by label), named with their values', () => {
    const drawing = figure(BAR);
    const points = Array.from(drawing.querySelectorAll('.sr-chart__point'), (el) => [
      el.tagName.toLowerCase(),
      el.getAttribute('data-label'),
    ]);
    expect(points).toEqual([
      ['rect', 'Jan, 2025: 4'],
      ['rect', 'Jan, 2026: 5'],
      ['rect', 'Feb, 2025: 8'],
      ['rect', 'Feb, 2026: -2'],
    ]);
    expect(pointCount(parseChart(BAR))).toBe(4);
    expect(drawing.querySelector('svg')?.getAttribute('aria-label')).toBe('Bar chart: Coffees sold');
    // A grid from -2 up: a round step, zero on it.
    const ticks = Array.from(drawing.querySelectorAll('.sr-chart__grid text'), (el) => el.textContent).slice(0, 6);
    expect(ticks).toEqual(['-2', '0', '2', '4', '6', '8']);
  });

  it('draws a line chart as one line a series with a point on each value', () => {
    const drawing = figure({ ...BAR, chartType: 'line' });
    expect(drawing.querySelectorAll('polyline')).toHaveLength(2);
    expect(drawing.querySelectorAll('circle.sr-chart__point')).toHaveLength(4);
    expect(drawing.classList.contains('sr-chart--line')).toBe(true);
  });

  it('draws a pie slice a label, with its share; a single slice is a whole circle', () => {
    const pie = {
      chartType: 'pie',
      title: 'Drinks',
      data: { labels: ['Coffee', 'Tea', 'None'], series: [{ name: 'Cups', values: [3, 1, 0] }] },
    };
    const drawing = figure(pie);
    expect(Array.from(drawing.querySelectorAll('path.sr-chart__point'), (el) => el.getAttribute('data-label'))).toEqual([
      'Coffee: 3 (75%)',
      'Tea: 1 (25%)',
      'None: 0 (0%)',
    ]);
    expect(Array.from(drawing.querySelectorAll('tbody tr'), (row) => row.textContent)).toEqual([
      'Coffee3 (75%)',
      'Tea1 (25%)',
      'None0 (0%)',
    ]);
    const whole = figure({ chartType: 'pie', data: { labels: ['All'], series: [{ values: [5] }] } });
    expect(whole.querySelector('path')?.getAttribute('d')).toMatch(/A.*A/);
  });

  it('gives the table a caption, column and row headers, hidden until asked for', () => {
    const drawing = figure(BAR, 'block-sales');
    const table = drawing.querySelector('#block-sales-chart-table');
    expect(table?.classList.contains('sr-visually-hidden')).toBe(true);
    expect(table?.querySelector('caption')?.textContent).toBe('Coffees sold');
    expect(Array.from(table?.querySelectorAll('thead th') ?? [], (th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Month', 'col'],
      ['2025', 'col'],
      ['2026', 'col'],
    ]);
    expect(table?.querySelector('tbody th')?.getAttribute('scope')).toBe('row');
    expect(drawing.getAttribute('aria-labelledby')).toBe('block-sales-chart-title');
  });

  it('escapes every text from the data', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const drawing = figure({ ...BAR, title: hostile, data: { labels: [hostile, 'b'], series: [{ name: hostile, values: [1, 2] }] } });
    expect(drawing.querySelector('img')).toBeNull();
    expect(drawing.querySelector('.sr-chart__title')?.textContent).toBe(hostile);
    expect(drawing.querySelector('tbody th')?.textContent).toBe(hostile);
  });

  it('names a single series point without the series', () => {
    const model = parseChart({ chartType: 'line', data: { labels: ['Mon'], series: [{ name: 'Visitors', values: [1200.5] }] } });
    expect(pointLabel(model, 0, 0)).toBe('Mon: 1,200.5');
  });
});
