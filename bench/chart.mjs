// @ts-check
// Draws a bench run as one SVG for the README: three stacked bar charts (JavaScript, blocking time, first
// interaction), one group per page and one bar per variant, each against its target. No library, no CSS.

/**
 * @typedef {'static' | 'runtime' | 'eager'} Variant
 * @typedef {{
 *   page: string,
 *   variants: Partial<Record<Variant, { jsKB: number | null, executedKB: number | null, tbt: number | null }>>
 * }} ChartPage
 * @typedef {{ name: string, runtime: number | null, eager: number | null }} ChartInteraction ms, click → shown
 * @typedef {{
 *   title: string,
 *   pages: ChartPage[],
 *   interactions: ChartInteraction[],
 *   limits: { tbt: number, executedKB: number, interactionMs: number },
 * }} ChartData title: e.g. 'Bench, commit abc1234, 2026-11-23, 4× CPU'; limits: the target lines
 */

/** `ran`: the part of `value` that executed, drawn solid inside it (the JavaScript panel only). */
/** @typedef {{ variant: Variant, value: number | null, ran?: number | null }} Bar */
/** @typedef {{ label: string, bars: Bar[] }} Row */
/**
 * @typedef {{
 *   id: 'js' | 'tbt' | 'interaction', title: string, target: number, targetLabel: string,
 *   label: (bar: Bar) => string, rows: Row[],
 * }} Panel
 */

/** @type {readonly Variant[]} */
const VARIANTS = ['static', 'runtime', 'eager'];

// Okabe–Ito: told apart with every common colour-vision deficiency, and each dark enough for white marks.
const COLORS = { static: '#009E73', runtime: '#0072B2', eager: '#E69F00' };
const INK = '#1f2328';
const MUTED = '#59636e';
const GRID = '#d8dee4';
const BAND = '#f6f8fa';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const WIDTH = 900;
const PAD = 16;
// Room right of the plot for the value after a bar that reaches the edge, e.g. "100.0 (100.0 ran)".
const LABEL_ROOM = 116;
const BAR = 12;
const BAR_GAP = 2;
const GROUP_GAP = 10;
const PANEL_GAP = 22;

/**
 * @param {ChartData} data
 * @param {{ capFactor?: number }} [options] capFactor: an axis ends near capFactor × its target (or the
 *   largest bar that is not eager, if higher); longer bars are cut, and their label keeps the value
 * @returns {string} an SVG document
 */
export function renderChart(data, { capFactor = 4 } = {}) {
  const panels = panelsOf(data);
  const left = PAD + Math.min(240, Math.max(60, ...panels.flatMap((p) => p.rows.map((r) => textWidth(r.label, 12))))) + 10;
  const body = [];
  let y = PAD + 10;
  body.push(text(PAD, y, data.title, { size: 16, weight: 'bold' }));
  const legendOut = legend(y + 14, variantsIn(panels));
  body.push(...legendOut.parts);
  y = legendOut.bottom + 16;
  for (const panel of panels) {
    const drawn = drawPanel(panel, y, left, axisMax(panel, capFactor));
    body.push(...drawn.parts);
    y = drawn.bottom + PANEL_GAP;
  }
  const height = Math.round(y - PANEL_GAP + PAD);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    open('svg', {
      xmlns: 'http://www.w3.org/2000/svg',
      width: WIDTH,
      height,
      viewBox: `0 0 ${WIDTH} ${height}`,
      role: 'img',
      'aria-labelledby': 'chart-title chart-desc',
      'font-family': FONT,
      fill: INK,
    }),
    `<title id="chart-title">${escapeXml(data.title)}</title>`,
    `<desc id="chart-desc">${escapeXml(textAlternative(panels))}</desc>`,
    // Opaque, so the text stays readable on GitHub's dark theme.
    el('rect', { width: WIDTH, height, fill: '#ffffff', rx: 6 }),
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** @param {ChartData} data @returns {Panel[]} */
function panelsOf(data) {
  const { limits } = data;
  const ms = (/** @type {number | null} */ value) => format(value, 0);
  return [
    {
      id: 'js',
      title: 'JavaScript before the first interaction (KB: fetched, brotli on the wire; ran, gzip)',
      target: limits.executedKB,
      targetLabel: `target ${format(limits.executedKB, 1).replace(/\.0$/, '')} KB ran`,
      label: (bar) => (bar.value === null && bar.ran === null ? '–' : `${format(bar.value, 1)} (${format(bar.ran ?? null, 1)} ran)`),
      rows: data.pages.map((p) => ({
        label: p.page,
        bars: variantsOf(p).map(([variant, v]) => ({ variant, value: finite(v.jsKB), ran: finite(v.executedKB) })),
      })),
    },
    {
      id: 'tbt',
      title: 'Total blocking time at 4× CPU (ms)',
      target: limits.tbt,
      targetLabel: `target ${ms(limits.tbt)} ms`,
      label: (bar) => ms(bar.value),
      rows: data.pages.map((p) => ({ label: p.page, bars: variantsOf(p).map(([variant, v]) => ({ variant, value: finite(v.tbt) })) })),
    },
    {
      id: 'interaction',
      title: 'First interaction: click → shown (ms)',
      target: limits.interactionMs,
      targetLabel: `target ${ms(limits.interactionMs)} ms`,
      label: (bar) => ms(bar.value),
      rows: data.interactions.map((i) => ({
        label: i.name,
        bars: [
          { variant: 'runtime', value: finite(i.runtime) },
          { variant: 'eager', value: finite(i.eager) },
        ],
      })),
    },
  ];
}

/** The variants a page has, in the legend's order. @param {ChartPage} page */
function variantsOf(page) {
  return VARIANTS.flatMap((variant) => {
    const figures = page.variants[variant];
    return figures ? [/** @type {const} */ ([variant, figures])] : [];
  });
}

/** @param {Panel[]} panels */
function variantsIn(panels) {
  const present = new Set(panels.flatMap((p) => p.rows.flatMap((r) => r.bars.map((b) => b.variant))));
  return VARIANTS.filter((variant) => present.has(variant));
}

/**
 * The axis end: a round number above the bars and the target, but capped, so a 15000 ms eager bar does
 * not squash the 10 ms runtime ones. The cap never cuts a bar that is not eager: those are the point.
 * @param {Panel} panel @param {number} capFactor
 */
function axisMax(panel, capFactor) {
  const bars = panel.rows.flatMap((r) => r.bars);
  const values = (/** @type {Bar[]} */ list) => list.flatMap((b) => [b.value ?? 0, b.ran ?? 0]);
  const largest = Math.max(panel.target, ...values(bars));
  const cap = Math.max(capFactor * panel.target, ...values(bars.filter((b) => b.variant !== 'eager')));
  // Headroom, so a bar or target at the very top does not sit on the plot's edge.
  const whole = niceCeil(largest * 1.05 || 1);
  const capped = niceCeil(Math.min(largest, cap) * 1.05 || 1);
  // Cutting bars is worth it only when it widens the others a good deal (not 100.4 KB on a 100 KB axis).
  return whole <= 1.5 * capped ? whole : capped;
}

/** The tick step for about five ticks up to `value`, and the first multiple of it at or above. @param {number} value */
function niceCeil(value) {
  const step = niceStep(value);
  return Math.ceil(value / step) * step;
}

/** @param {number} value */
function niceStep(value) {
  const rough = value / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * magnitude >= rough) ?? 10;
  return factor * magnitude;
}

/**
 * One panel: its title, the target's label, the plot (bands, grid, bars, target line) and the ticks.
 * @param {Panel} panel @param {number} top @param {number} left @param {number} max
 */
function drawPanel(panel, top, left, max) {
  const right = WIDTH - PAD - LABEL_ROOM;
  const x = scale(max, left, right);
  const plotTop = top + 40;
  const heights = panel.rows.map((r) => r.bars.length * (BAR + BAR_GAP) - BAR_GAP + GROUP_GAP);
  const rowsHeight = heights.reduce((a, b) => a + b, 0);
  const plotBottom = plotTop + Math.max(28, rowsHeight);
  const parts = [open('g', { 'data-panel': panel.id }), text(PAD, top + 14, panel.title, { size: 14, weight: 'bold' })];
  parts.push(el('rect', { x: left, y: plotTop, width: right - left, height: plotBottom - plotTop, fill: 'none', 'data-role': 'plot' }));
  let y = plotTop;
  panel.rows.forEach((row, i) => {
    const height = heights[i] ?? 0;
    if (i % 2 === 1) parts.push(el('rect', { x: PAD, y, width: WIDTH - 2 * PAD, height, fill: BAND }));
    parts.push(text(left - 8, y + height / 2, ellipsize(row.label, left - 8 - PAD, 12), { size: 12, anchor: 'end' }));
    y += height;
  });
  parts.push(...axis(max, x, plotTop, plotBottom));
  if (panel.rows.length === 0) parts.push(text(left + 8, plotTop + 14, 'not measured', { size: 12, fill: MUTED }));
  y = plotTop + GROUP_GAP / 2;
  /** @type {string[]} */
  const labels = [];
  panel.rows.forEach((row, i) => {
    row.bars.forEach((bar, j) => {
      const drawn = drawBar(panel, row, bar, x, y + j * (BAR + BAR_GAP));
      parts.push(open('g', { 'data-row': row.label, 'data-variant': bar.variant }), ...drawn.shapes, '</g>');
      labels.push(drawn.label);
    });
    y += heights[i] ?? 0;
  });
  // The target line over the bars, the values over the line.
  parts.push(...targetLine(panel, x, top + 22, plotBottom), ...labels, '</g>');
  return { parts, bottom: plotBottom + 18 };
}

/** Gridlines and tick labels, every niceStep from 0 to max. @param {number} max @param {Scale} x */
function axis(max, x, /** @type {number} */ top, /** @type {number} */ bottom) {
  const step = niceStep(max);
  const parts = [];
  for (let i = 0; i * step <= max + step / 1000; i += 1) {
    const at = x(i * step);
    parts.push(el('line', { x1: at, y1: top, x2: at, y2: bottom, stroke: i === 0 ? MUTED : GRID, 'stroke-width': 1 }));
    // toPrecision drops the float noise of i × step (0.30000000000000004).
    const tick = String(Number((i * step).toPrecision(6)));
    parts.push(text(at, bottom + 13, tick, { size: 10, anchor: 'middle', fill: MUTED }));
  }
  return parts;
}

/**
 * A bar and its value; past the axis, the bar stops at the edge with a break mark. In the JavaScript panel
 * the pale bar is what was fetched and the solid one inside it what ran.
 * @param {Panel} panel @param {Row} row @param {Bar} bar @param {Scale} x @param {number} y
 */
function drawBar(panel, row, bar, x, y) {
  const color = COLORS[bar.variant];
  const shapes = [];
  const solid = panel.id === 'js' ? (bar.ran ?? null) : bar.value;
  const pale = panel.id === 'js' ? bar.value : null;
  if (pale !== null) shapes.push(rect(x, pale, y, { fill: tint(color, 0.7), stroke: color, 'stroke-width': 1, 'data-role': 'fetched' }));
  if (solid !== null) shapes.push(rect(x, solid, y, { fill: color, 'data-role': panel.id === 'js' ? 'ran' : 'value' }));
  const end = Math.max(pale ?? 0, solid ?? 0);
  if (x(end) > x.right) shapes.push(breakMark(x.right, y));
  const after = Math.min(x(end), x.right) + 5;
  // A white halo keeps the value readable where the target line crosses it.
  const halo = { stroke: '#ffffff', 'stroke-width': 3, 'stroke-linejoin': 'round', 'paint-order': 'stroke' };
  const keys = { 'data-row': row.label, 'data-variant': bar.variant, 'data-role': 'label' };
  const label = text(after, y + BAR / 2, panel.label(bar), { size: 11, ...keys, ...halo });
  return { shapes, label };
}

/**
 * A bar from 0 to `value`, cut at the plot's right edge.
 * @param {Scale} x @param {number} value @param {number} y @param {Attributes} attrs
 */
function rect(x, value, y, attrs) {
  const width = Math.min(x(value), x.right) - x(0);
  return el('rect', { x: x(0), y, width: Math.max(0, width), height: BAR, ...attrs });
}

/** Two white slashes through the end of a cut bar, the usual sign of a broken axis. @param {number} right @param {number} y */
function breakMark(right, y) {
  const slash = (/** @type {number} */ at) =>
    el('line', { x1: at - 3, y1: y + BAR + 2, x2: at + 3, y2: y - 2, stroke: '#ffffff', 'stroke-width': 2.5 });
  return `<g data-role="break">${slash(right - 12)}${slash(right - 6)}</g>`;
}

/** The dashed target line through the plot, labelled above it. @param {Panel} panel @param {Scale} x */
function targetLine(panel, x, /** @type {number} */ top, /** @type {number} */ bottom) {
  const at = x(panel.target);
  const width = textWidth(panel.targetLabel, 11);
  // Left of the line when the label would run past the plot's right edge.
  const anchor = at + 4 + width > WIDTH - PAD ? 'end' : 'start';
  return [
    el('line', { x1: at, y1: top, x2: at, y2: bottom, stroke: INK, 'stroke-width': 1.5, 'stroke-dasharray': '5 3', 'data-role': 'target' }),
    text(anchor === 'end' ? at - 4 : at + 4, top + 7, panel.targetLabel, { size: 11, anchor, weight: 'bold' }),
  ];
}

/**
 * The legend, once for the three panels: the variants, fetched and ran, the target line, a cut bar.
 * Items flow left to right and wrap at the chart's width.
 * @param {number} top @param {Variant[]} variants
 */
function legend(top, variants) {
  const grey = '#6e7781';
  /** @type {{ mark: (x: number, y: number) => string, label: string }[]} */
  const items = [
    ...variants.map((variant) => ({ mark: swatch({ fill: COLORS[variant] }), label: variant })),
    { mark: swatch({ fill: tint(grey, 0.7), stroke: grey }), label: 'JavaScript fetched' },
    { mark: swatch({ fill: grey }), label: 'JavaScript that ran' },
    {
      mark: (x, y) => el('line', { x1: x, y1: y + 6, x2: x + 16, y2: y + 6, stroke: INK, 'stroke-width': 1.5, 'stroke-dasharray': '5 3' }),
      label: 'target',
    },
    { mark: (x, y) => swatch({ fill: grey })(x, y) + breakMark(x + 16, y), label: 'bar past the axis end' },
  ];
  const parts = [];
  let x = PAD;
  let y = top;
  for (const item of items) {
    const width = 22 + textWidth(item.label, 12) + 14;
    if (x + width > WIDTH - PAD && x > PAD) {
      x = PAD;
      y += 20;
    }
    parts.push(item.mark(x, y), text(x + 22, y + 6, item.label, { size: 12 }));
    x += width;
  }
  return { parts, bottom: y + 12 };
}

/** @param {Record<string, string>} attrs @returns {(x: number, y: number) => string} */
function swatch(attrs) {
  return (x, y) => el('rect', { x, y, width: 16, height: 12, ...attrs });
}

/** The text equivalent of the chart: every figure, panel by panel. @param {Panel[]} panels */
function textAlternative(panels) {
  return panels
    .map((panel) => {
      const rows = panel.rows.map((row) => `${row.label}: ${row.bars.map((bar) => `${bar.variant} ${panel.label(bar)}`).join(', ')}`);
      return `${panel.title}, ${panel.targetLabel}. ${rows.length ? rows.join('; ') : 'not measured'}.`;
    })
    .join(' ');
}

/**
 * A linear scale from [0, max] to [left, right]; `right` is the plot's edge, where bars are cut.
 * @typedef {((value: number) => number) & { right: number }} Scale
 * @param {number} max @param {number} left @param {number} right
 * @returns {Scale}
 */
function scale(max, left, right) {
  return Object.assign((/** @type {number} */ value) => left + (Math.max(0, value) / max) * (right - left), { right });
}

/**
 * @param {number} x @param {number} y the text's vertical middle
 * @param {string} content
 * @param {{ size: number, anchor?: string, weight?: string, fill?: string, [attr: string]: string | number | undefined }} style
 */
function text(x, y, content, { size, anchor, weight, fill, ...attrs }) {
  const attributes = { x, y, dy: '0.35em', 'font-size': size, 'text-anchor': anchor, 'font-weight': weight, fill, ...attrs };
  return `${open('text', attributes)}${escapeXml(content)}</text>`;
}

/** An empty element. @param {string} name @param {Attributes} attrs */
function el(name, attrs) {
  return `<${name}${attributes(attrs)}/>`;
}

/** @param {string} name @param {Attributes} attrs */
function open(name, attrs) {
  return `<${name}${attributes(attrs)}>`;
}

/**
 * Numbers rounded to 0.1 px, to keep the file small; undefined attributes left out.
 * @typedef {Record<string, string | number | undefined>} Attributes
 * @param {Attributes} attrs
 */
function attributes(attrs) {
  return Object.entries(attrs)
    .map(([key, value]) => {
      if (value === undefined) return '';
      return ` ${key}="${escapeXml(typeof value === 'number' ? String(Math.round(value * 10) / 10) : value)}"`;
    })
    .join('');
}

/** @param {string} value */
function escapeXml(value) {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** A rough width: the chart has no font metrics, and system-ui runs about 0.58 em per character. */
function textWidth(/** @type {string} */ value, /** @type {number} */ size) {
  return value.length * size * 0.58;
}

/** `value`, cut short with an ellipsis if it would run past `width` px. The full text stays in the desc. */
function ellipsize(/** @type {string} */ value, /** @type {number} */ width, /** @type {number} */ size) {
  const chars = Math.floor(width / (size * 0.58));
  return value.length <= chars ? value : `${value.slice(0, chars - 1)}…`;
}

/** `color` mixed with white by `amount`, opaque so gridlines do not show through. @param {string} color @param {number} amount */
function tint(color, amount) {
  const channel = (/** @type {number} */ i) => {
    const value = Number.parseInt(color.slice(1 + 2 * i, 3 + 2 * i), 16);
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** @param {number | null} value @param {number} digits */
function format(value, digits) {
  return value === null ? '–' : value.toFixed(digits);
}

/** @param {number | null | undefined} value */
function finite(value) {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
