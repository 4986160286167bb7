// Draws a chart as markup: the figure with its SVG (bar, line or pie), a legend and the data table for
// screen readers. Pure string work, so the fixture build puts it in the server HTML (it shows without
// JavaScript) and the runtime draws a block that arrives without it from the very same code.

import type { ChartModel, ChartSeries } from './model';
import { chartName, pointLabel, tableText } from './texts';

const W = 640;
const H = 360;
const PLOT = { right: 16, top: 16, bottom: 48 } as const;
/** Room a character of a value on the axis takes, at the largest size the stylesheet gives it (22). */
const CHAR_WIDTH = 13.5;
/** Non-text contrast of at least 3:1 on white, each (WCAG 1.4.11). */
const PALETTE = ['#1d4ed8', '#b45309', '#047857', '#7e22ce', '#be123c', '#0f766e'] as const;

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const color = (i: number): string => PALETTE[i % PALETTE.length] ?? PALETTE[0];
const round = (n: number): number => Math.round(n * 100) / 100;

/** The figure's inner markup; `id` (the block's) makes its ids unique on the page. */
export function chartFigure(model: ChartModel, id: string): string {
  // The id is the block element's, which the page's markup chose: escaped like any text.
  const titleId = escapeText(`${id}-chart-title`);
  const title = model.title || chartName(model.type);
  return (
    `<figure class="sr-chart sr-chart--${model.type}" aria-labelledby="${titleId}">` +
    `<figcaption class="sr-chart__caption"><span class="sr-chart__title" id="${titleId}">${escapeText(title)}</span></figcaption>` +
    chartSvg(model) +
    legend(model) +
    table(model, `${id}-chart-table`, title) +
    '</figure>'
  );
}

function chartSvg(model: ChartModel): string {
  const label = `${chartName(model.type)}: ${model.title || model.labels.join(', ')}`;
  const body = model.type === 'pie' ? pie(model) : axes(model);
  return (
    `<svg class="sr-chart__svg" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" ` +
    `role="img" aria-label="${escapeText(label)}" focusable="false">${body}</svg>`
  );
}

interface Scale {
  ticks: number[];
  y(value: number): number;
}

/** The round step (1, 2 or 5 times a power of ten) nearest a quarter of the range: four or so lines. */
function niceStep(span: number): number {
  if (!(span > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(span / 4));
  const fraction = span / 4 / power;
  const step = (fraction <= 1.5 ? 1 : fraction <= 3 ? 2 : fraction <= 7 ? 5 : 10) * power;
  // A span of a few denormals has no power of ten under it: one unit is its step.
  return step > 0 ? step : 1;
}

function scaleFor(series: ChartSeries[]): Scale {
  const all = series.flatMap((each) => each.values);
  const step = niceStep(Math.max(0, ...all) - Math.min(0, ...all));
  const low = Math.floor(Math.min(0, ...all) / step) * step;
  const high = Math.max(Math.ceil(Math.max(0, ...all) / step) * step, low + step);
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(round(tick));
  const height = H - PLOT.top - PLOT.bottom;
  return { ticks, y: (value) => round(PLOT.top + ((high - value) / (high - low)) * height) };
}

/** Bar and line: the grid with its values, the data, the labels under it. */
function axes(model: ChartModel): string {
  const scale = scaleFor(model.series);
  const values = scale.ticks.map((tick) => tick.toLocaleString('en-US'));
  // The plot starts right of the longest value on its axis.
  const left = 12 + Math.ceil(Math.max(...values.map((value) => value.length)) * CHAR_WIDTH);
  const band = (W - left - PLOT.right) / model.labels.length;
  const grid = scale.ticks
    .map((tick, i) => {
      const y = scale.y(tick);
      return (
        `<line x1="${left}" x2="${W - PLOT.right}" y1="${y}" y2="${y}" stroke="${tick === 0 ? '#595959' : '#d4d4d4'}"/>` +
        `<text x="${left - 8}" y="${y}" text-anchor="end" dominant-baseline="middle">${values[i]}</text>`
      );
    })
    .join('');
  const labels = model.labels
    .map(
      (text, j) =>
        `<text x="${round(left + band * (j + 0.5))}" y="${H - PLOT.bottom + 22}" text-anchor="middle">${escapeText(text)}</text>`,
    )
    .join('');
  const plot = { left, band };
  const data = model.type === 'bar' ? bars(model, scale, plot) : lines(model, scale, plot);
  return `<g class="sr-chart__grid" aria-hidden="true">${grid}${labels}</g><g class="sr-chart__data">${data}</g>`;
}

interface Plot {
  left: number;
  /** The width each label has. */
  band: number;
}

function bars(model: ChartModel, scale: Scale, { left, band }: Plot): string {
  const width = (band * 0.7) / model.series.length;
  const zero = scale.y(0);
  return model.labels
    .map((_, j) =>
      model.series
        .map((series, i) => {
          const value = series.values[j] ?? 0;
          const x = round(left + band * (j + 0.15) + width * i);
          const y = Math.min(scale.y(value), zero);
          const height = round(Math.abs(scale.y(value) - zero));
          const box = `x="${x}" y="${y}" width="${round(width)}" height="${height}"`;
          return `<rect class="sr-chart__point" ${box} fill="${color(i)}" ${point(model, i, j)}/>`;
        })
        .join(''),
    )
    .join('');
}

function lines(model: ChartModel, scale: Scale, { left, band }: Plot): string {
  const x = (j: number): number => round(left + band * (j + 0.5));
  const paths = model.series
    .map((series, i) => {
      const points = series.values.map((value, j) => `${x(j)},${scale.y(value)}`).join(' ');
      return `<polyline points="${points}" fill="none" stroke="${color(i)}" stroke-width="3" aria-hidden="true"/>`;
    })
    .join('');
  // Label by label, then series by series: the order the keyboard walks, as for bars.
  const dots = model.labels
    .map((_, j) =>
      model.series
        .map(
          (series, i) =>
            `<circle class="sr-chart__point" cx="${x(j)}" cy="${scale.y(series.values[j] ?? 0)}" r="6" ` +
            `fill="${color(i)}" ${point(model, i, j)}/>`,
        )
        .join(''),
    )
    .join('');
  return paths + dots;
}

function pie(model: ChartModel): string {
  const values = model.series[0]?.values ?? [];
  const total = values.reduce((sum, value) => sum + value, 0);
  const [cx, cy, r] = [W / 2, H / 2, H / 2 - 16];
  let angle = -Math.PI / 2;
  const slices = values.map((value, j) => {
    const share = value / total;
    const start = angle;
    angle += share * Math.PI * 2;
    const d = share >= 1 ? circlePath(cx, cy, r) : share <= 0 ? `M${cx} ${cy}Z` : arcPath(cx, cy, r, start, angle);
    return `<path class="sr-chart__point" d="${d}" fill="${color(j)}" stroke="#fff" stroke-width="2" ${point(model, 0, j)}/>`;
  });
  return `<g class="sr-chart__data">${slices.join('')}</g>`;
}

function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const at = (angle: number): string => `${round(cx + r * Math.cos(angle))} ${round(cy + r * Math.sin(angle))}`;
  return `M${cx} ${cy}L${at(from)}A${r} ${r} 0 ${to - from > Math.PI ? 1 : 0} 1 ${at(to)}Z`;
}

function circlePath(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}A${r} ${r} 0 1 1 ${cx + r} ${cy}A${r} ${r} 0 1 1 ${cx - r} ${cy}Z`;
}

/** A data point's name: what its tooltip says and what a screen reader reads once the chart is live.
 *  Kept as data: a name on an element without a role is prohibited (the drawing is one image until the
 *  runtime makes each point an image of its own, points.ts). */
function point(model: ChartModel, series: number, index: number): string {
  return `data-series="${series}" data-index="${index}" data-label="${escapeText(pointLabel(model, series, index))}"`;
}

/** The key to the colours: the series (bar, line) or the slices (pie). The table says it all again. */
function legend(model: ChartModel): string {
  const names = model.type === 'pie' ? model.labels : model.series.length > 1 ? model.series.map((each) => each.name) : [];
  if (names.length === 0) return '';
  const items = names.map(
    (name, i) =>
      '<li><svg xmlns="http://www.w3.org/2000/svg" width="12" height="12" aria-hidden="true" focusable="false">' +
      `<rect width="12" height="12" fill="${color(i)}"/></svg>${escapeText(name)}</li>`,
  );
  return `<ul class="sr-chart__legend" aria-hidden="true">${items.join('')}</ul>`;
}

/** The data as a table: read by screen readers while hidden; the runtime's toggle shows it to everyone. */
function table(model: ChartModel, id: string, title: string): string {
  const head = [model.labelHeading, ...model.series.map((each) => each.name)]
    .map((text) => `<th scope="col">${escapeText(text)}</th>`)
    .join('');
  const rows = model.labels
    .map((label, j) => {
      const cells = model.series.map((each) => `<td>${escapeText(tableText(model, each.values, j))}</td>`).join('');
      return `<tr><th scope="row">${escapeText(label)}</th>${cells}</tr>`;
    })
    .join('');
  return (
    `<div class="sr-chart__table sr-visually-hidden" id="${escapeText(id)}"><table><caption>${escapeText(title)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`
  );
}
