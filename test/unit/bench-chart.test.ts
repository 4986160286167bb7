// The bench's README chart: well-formed SVG, every name and target shown, nulls and huge values drawn honestly.

import { describe, expect, it } from 'vitest';
import { renderChart } from '../../bench/chart.mjs';

type Data = Parameters<typeof renderChart>[0];

const figures = (jsKB: number | null, executedKB: number | null, tbt: number | null) => ({ jsKB, executedKB, tbt });

function sample(): Data {
  return {
    title: 'Bench, commit abc1234, 2026-11-23, 4× CPU',
    pages: [
      { page: 'home', variants: { static: figures(0, 0, 0), runtime: figures(24.8, 8.3, 10), eager: figures(100.4, 100.4, 15000) } },
      { page: 'form', variants: { runtime: figures(38.5, 12.9, 31), eager: figures(100.4, 100.4, null) } },
    ],
    interactions: [
      { name: 'home: accordion', runtime: 190, eager: 8 },
      { name: 'form: first focus', runtime: 120, eager: null },
    ],
    limits: { tbt: 50, executedKB: 15, interactionMs: 200 },
  };
}

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

function texts(doc: Document): string[] {
  return [...doc.querySelectorAll('text')].map((node) => node.textContent ?? '');
}

/** The shapes and the value label of one bar. */
function bar(doc: Document, panel: string, row: string, variant: string) {
  const scope = doc.querySelector(`[data-panel="${panel}"]`)!;
  const selector = `[data-row="${row}"][data-variant="${variant}"]`;
  return {
    rects: [...scope.querySelectorAll(`g${selector} rect`)],
    label: scope.querySelector(`text${selector}[data-role="label"]`)?.textContent,
    broken: scope.querySelector(`g${selector} [data-role="break"]`) !== null,
  };
}

function box(element: Element) {
  const x = Number(element.getAttribute('x'));
  return { left: x, right: x + Number(element.getAttribute('width')) };
}

describe('renderChart', () => {
  it('writes well-formed SVG (the check itself catches a broken document)', () => {
    expect(parse('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>').getElementsByTagName('parsererror')).not.toHaveLength(0);
    const doc = parse(renderChart(sample()));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.localName).toBe('svg');
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getAttribute('viewBox')).toMatch(/^0 0 900 \d+$/);
  });

  it('has a title and a description that carries the figures', () => {
    const doc = parse(renderChart(sample()));
    expect(doc.querySelector('svg > title')?.textContent).toBe('Bench, commit abc1234, 2026-11-23, 4× CPU');
    const desc = doc.querySelector('svg > desc')?.textContent ?? '';
    expect(desc).toContain('home: static 0, runtime 10, eager 15000');
    expect(desc).toContain('form: first focus: runtime 120, eager –');
  });

  it('names every page and every interaction', () => {
    const shown = texts(parse(renderChart(sample())));
    for (const name of ['home', 'form', 'home: accordion', 'form: first focus']) expect(shown).toContain(name);
  });

  it('draws no bar for a null value, and shows "–"', () => {
    const doc = parse(renderChart(sample()));
    expect(bar(doc, 'tbt', 'form', 'eager')).toEqual({ rects: [], label: '–', broken: false });
    expect(bar(doc, 'interaction', 'form: first focus', 'eager')).toEqual({ rects: [], label: '–', broken: false });
    // Its neighbours still have theirs.
    expect(bar(doc, 'tbt', 'form', 'runtime').rects).toHaveLength(1);
    expect(bar(doc, 'interaction', 'form: first focus', 'runtime').label).toBe('120');
  });

  it('shows fetched and ran JavaScript as two bars, with both values', () => {
    const doc = parse(renderChart(sample()));
    const runtime = bar(doc, 'js', 'home', 'runtime');
    expect(runtime.label).toBe('24.8 (8.3 ran)');
    const [fetched, ran] = runtime.rects;
    expect(fetched?.getAttribute('data-role')).toBe('fetched');
    expect(ran?.getAttribute('data-role')).toBe('ran');
    expect(box(ran!).right).toBeLessThan(box(fetched!).right);
  });

  it('escapes text and attributes', () => {
    const data = sample();
    const name = `<b>"Q&A" it's</b>`;
    data.title = 'a < b & c';
    data.pages[0]!.page = name;
    const svg = renderChart(data);
    expect(svg).not.toContain('<b>');
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('title')?.textContent).toBe('a < b & c');
    expect(texts(doc)).toContain(name);
    expect(doc.querySelector('[data-panel="tbt"] text[data-role="label"]')?.getAttribute('data-row')).toBe(name);
  });

  it('cuts a bar far past the axis at the plot edge, marks the cut and labels the true value', () => {
    const doc = parse(renderChart(sample()));
    const plot = box(doc.querySelector('[data-panel="tbt"] [data-role="plot"]')!);
    const eager = bar(doc, 'tbt', 'home', 'eager');
    expect(eager.rects).toHaveLength(1);
    expect(box(eager.rects[0]!).left).toBeGreaterThanOrEqual(plot.left);
    expect(box(eager.rects[0]!).right).toBeLessThanOrEqual(plot.right + 0.1);
    expect(eager.broken).toBe(true);
    expect(eager.label).toBe('15000');
    // What the cap is for: the 10 ms runtime bar stays wide enough to read, and is not cut.
    const runtime = bar(doc, 'tbt', 'home', 'runtime');
    expect(box(runtime.rects[0]!).right - box(runtime.rects[0]!).left).toBeGreaterThan(10);
    expect(runtime.broken).toBe(false);
  });

  it('labels the target lines with the limits given', () => {
    const shown = texts(parse(renderChart(sample())));
    expect(shown).toEqual(expect.arrayContaining(['target 15 KB ran', 'target 50 ms', 'target 200 ms']));
    const data = sample();
    data.limits = { tbt: 80, executedKB: 12.5, interactionMs: 100 };
    const doc = parse(renderChart(data));
    expect(texts(doc)).toEqual(expect.arrayContaining(['target 12.5 KB ran', 'target 80 ms', 'target 100 ms']));
    expect(doc.querySelectorAll('line[data-role="target"]')).toHaveLength(3);
  });

  it('draws an empty panel when nothing was measured', () => {
    const data = sample();
    data.interactions = [];
    const doc = parse(renderChart(data));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('[data-panel="interaction"]')?.textContent).toContain('not measured');
  });
});
