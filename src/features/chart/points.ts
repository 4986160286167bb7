// The chart's data points once live: one tab stop for the whole drawing, arrow keys (Home, End) from
// point to point as in a roving-tabindex group (WAI-ARIA APG), and a tooltip that names the point under
// the pointer or the keyboard focus; Escape hides it (WCAG 1.4.13).

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

export function watchPoints(figure: HTMLElement, svg: SVGSVGElement, points: SVGGraphicsElement[], signal: AbortSignal): void {
  svg.setAttribute('role', 'group');
  // Chrome would otherwise give the drawing itself a tab stop ahead of its first point.
  svg.setAttribute('tabindex', '-1');
  points.forEach((point, i) => {
    point.setAttribute('role', 'img');
    point.setAttribute('aria-label', point.dataset['label'] ?? '');
    point.setAttribute('tabindex', i === 0 ? '0' : '-1');
  });
  const tip = document.createElement('div');
  tip.className = 'sr-chart__tip';
  // The point's own name says it to screen readers; this is its visible twin.
  tip.setAttribute('aria-hidden', 'true');
  tip.hidden = true;
  figure.append(tip);

  const show = (point: SVGGraphicsElement): void => {
    tip.textContent = point.dataset['label'] ?? '';
    tip.hidden = false;
    const box = point.getBoundingClientRect();
    const frame = figure.getBoundingClientRect();
    // Over the point's middle, but never past the figure's edges (the first and last bars).
    const half = tip.offsetWidth / 2;
    const centre = Math.min(Math.max(box.left + box.width / 2 - frame.left, half), Math.max(frame.width - half, half));
    tip.style.left = `${centre}px`;
    tip.style.top = `${box.top - frame.top}px`;
  };
  const hide = (): void => {
    tip.hidden = true;
  };
  const pointOf = (target: EventTarget | null): SVGGraphicsElement | undefined =>
    points.find((point) => point === target || (target instanceof Node && point.contains(target)));

  const on = <K extends keyof SVGElementEventMap>(type: K, listener: (event: SVGElementEventMap[K]) => void): void =>
    svg.addEventListener(type, listener, { signal });
  on('pointerover', (event) => {
    const point = pointOf(event.target);
    if (point) show(point);
  });
  on('pointerleave', () => {
    const focused = pointOf(document.activeElement);
    if (focused) show(focused);
    else hide();
  });
  on('focusin', (event) => {
    const point = pointOf(event.target);
    if (point) show(point);
  });
  on('focusout', hide);
  on('keydown', (event) => {
    if (event.key === 'Escape') {
      // Used only when it hid something: then it is no longer the page's (the account's Escape).
      if (!tip.hidden) event.preventDefault();
      return hide();
    }
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
