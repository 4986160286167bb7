// Chart block: the server drew it as SVG with a data table for screen readers (svg.ts), so it shows
// without JavaScript. Near the viewport the runtime makes it interactive: a tooltip on each data point
// by hover or keyboard (points.ts) and a button that shows the table. A drawing that does not match its
// data is refused, and the server's SVG stays. No React (island.tsx only draws a chart published undrawn).

import type { FeatureModule } from '../../island/feature';
import { type ChartModel, parseChart, pointCount } from './model';
import { watchPoints } from './points';
import { HIDE_TABLE, SHOW_TABLE } from './texts';

const feature: FeatureModule<ChartModel> = {
  parse: (raw) => parseChart(raw),
  async mount(el, model, ctx) {
    // A block published without its drawing gets it from the same code as the server's (island.tsx).
    if (!el.querySelector('figure.sr-chart')) await (await ctx.load('chart.island')).mount(el, model, ctx);
    const figure = el.querySelector<HTMLElement>('figure.sr-chart');
    const svg = figure?.querySelector<SVGSVGElement>('svg.sr-chart__svg');
    const points = svg ? Array.from(svg.querySelectorAll<SVGGraphicsElement>('.sr-chart__point')) : [];
    if (!figure || !svg || points.length !== pointCount(model)) throw new Error('chart: the drawing does not match the block data');
    toggle(figure, ctx.signal);
    watchPoints(svg, points, ctx.signal);
    // The runtime puts the server HTML back when the block is torn down; only listeners need stopping,
    // and they go with the signal.
    return () => undefined;
  },
};

export default feature;

/** The button that shows the data table to everyone (it is always there for screen readers). */
function toggle(figure: HTMLElement, signal: AbortSignal): void {
  const table = figure.querySelector<HTMLElement>('.sr-chart__table');
  const caption = figure.querySelector('.sr-chart__caption');
  if (!table || !caption) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sr-chart__toggle';
  button.textContent = SHOW_TABLE;
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', table.id);
  button.addEventListener(
    'click',
    () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      table.classList.toggle('sr-visually-hidden', !open);
      button.setAttribute('aria-expanded', String(open));
      button.textContent = open ? HIDE_TABLE : SHOW_TABLE;
    },
    { signal },
  );
  caption.append(button);
}
