// The chart's data points once live: one tab stop for the whole drawing, arrow keys (Home, End) from
// point to point as in a roving-tabindex group (WAI-ARIA APG), and the runtime's tooltip naming the point
// under the pointer or the keyboard focus (island/tooltip.ts: its delay, size and Escape).

import { watchTooltips } from '../../island/tooltip';

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

export function watchPoints(svg: SVGSVGElement, points: SVGGraphicsElement[], signal: AbortSignal): void {
  svg.setAttribute('role', 'group');
  // Chrome would otherwise give the drawing itself a tab stop ahead of its first point.
  svg.setAttribute('tabindex', '-1');
  points.forEach((point, i) => {
    point.setAttribute('role', 'img');
    point.setAttribute('aria-label', point.dataset['label'] ?? '');
    point.setAttribute('tabindex', i === 0 ? '0' : '-1');
  });
  const pointOf = (target: EventTarget | null): SVGGraphicsElement | undefined =>
    points.find((point) => point === target || (target instanceof Node && point.contains(target)));
  watchTooltips(svg, pointOf, (point) => (point as SVGGraphicsElement).dataset['label'] ?? '', signal);

  const on = <K extends keyof SVGElementEventMap>(type: K, listener: (event: SVGElementEventMap[K]) => void): void =>
    svg.addEventListener(type, listener, { signal });
  on('keydown', (event) => {
    const move = KEYS[event.key];
    const current = pointOf(event.target);
    if (!move || !current) return;
    event.preventDefault();
    const next = points[move(points.indexOf(current), points.length - 1)];
    if (!next || next === current) return;
    current.setAttribute('tabindex', '-1');
    next.setAttribute('tabindex', '0');
    next.focus();
  });
}
