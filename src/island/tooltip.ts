// The tooltip every widget of the runtime shares (spec 001 §1, §9; WAI-ARIA APG tooltip pattern): one
// `role="tooltip"` element on the page, shown 1200 ms after a pointer rests on an anchor or the keyboard
// focuses it, at most 250 px wide, 15 px from its anchor and 20 px inside the window's edges. Escape hides
// it; moving on to another anchor while it shows moves it at once. Framework-free, so the chart (plain
// DOM) and React islands (use-tooltip.ts) use the same one.

export const TOOLTIP = {
  /** ms an anchor is hovered or focused before its tooltip shows. */
  delayMs: 1200,
  /** px: the widest a tooltip grows. */
  width: 250,
  /** px between the anchor and its tooltip. */
  offset: 15,
  /** px the tooltip keeps from the window's edges. */
  edgeMargin: 20,
} as const;

const TOOLTIP_ID = 'sr-tooltip';

interface Shared {
  el: HTMLElement;
  users: number;
  anchor: Element | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

let shared: Shared | undefined;

function sharedTooltip(): Shared {
  if (shared?.el.isConnected) {
    shared.users += 1;
    return shared;
  }
  const el = document.createElement('div');
  el.id = TOOLTIP_ID;
  el.className = 'sr-tooltip';
  el.setAttribute('role', 'tooltip');
  el.hidden = true;
  el.style.maxWidth = `${TOOLTIP.width}px`;
  document.body.append(el);
  shared = { el, users: 1, anchor: null, timer: undefined };
  return shared;
}

/**
 * Gives the anchors under `root` the shared tooltip, saying `text(anchor)`, on hover and on focus.
 * `anchorOf` maps an event target to its anchor (undefined: not one), so anchors added later count too.
 * An anchor whose name already says `text` gets no aria-describedby (see markDescribed).
 */
export function watchTooltips(
  root: Element,
  anchorOf: (target: EventTarget | null) => Element | undefined,
  text: (anchor: Element) => string,
  signal: AbortSignal,
  /** An anchor the pointer or focus reached before these listeners were there (a tooltip loaded on demand). */
  initial?: Element,
): void {
  if (signal.aborted) return;
  const tip = sharedTooltip();
  // The tooltip describes its anchor (aria-describedby), unless the anchor's name is the same words: an
  // icon button's label, a chart point's. Then it is their visible twin, and screen readers hear it once.
  const repeats = (anchor: Element): boolean => anchor.getAttribute('aria-label')?.trim() === text(anchor).trim();
  const markDescribed = (anchor: Element, on: boolean): void => {
    if (on && repeats(anchor)) return;
    const ids = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== TOOLTIP_ID);
    if (on) ids.push(TOOLTIP_ID);
    if (ids.length > 0) anchor.setAttribute('aria-describedby', ids.join(' '));
    else anchor.removeAttribute('aria-describedby');
  };

  const show = (anchor: Element): void => {
    clearTimeout(tip.timer);
    tip.timer = undefined;
    if (tip.anchor && tip.anchor !== anchor) markDescribed(tip.anchor, false);
    tip.anchor = anchor;
    tip.el.textContent = text(anchor);
    if (repeats(anchor)) tip.el.setAttribute('aria-hidden', 'true');
    else tip.el.removeAttribute('aria-hidden');
    markDescribed(anchor, true);
    tip.el.hidden = false;
    place(tip.el, anchor);
  };
  const hide = (): void => {
    clearTimeout(tip.timer);
    tip.timer = undefined;
    if (!tip.anchor || !anchorOf(tip.anchor)) return;
    markDescribed(tip.anchor, false);
    tip.anchor = null;
    tip.el.hidden = true;
  };
  const soon = (anchor: Element): void => {
    // Already showing (for a neighbour): it follows at once, as a visitor moves along a row of points.
    if (!tip.el.hidden && tip.anchor && anchorOf(tip.anchor)) {
      show(anchor);
      return;
    }
    clearTimeout(tip.timer);
    tip.anchor = anchor;
    tip.timer = setTimeout(() => show(anchor), TOOLTIP.delayMs);
  };
  const mine = (): boolean => tip.anchor !== null && anchorOf(tip.anchor) !== undefined;

  const listen = <K extends keyof GlobalEventHandlersEventMap>(
    target: EventTarget,
    type: K,
    listener: (event: GlobalEventHandlersEventMap[K]) => void,
  ): void => target.addEventListener(type, listener as EventListener, { signal });
  listen(root, 'pointerover', (event) => {
    // A finger has no hover: a touch is a press, not a pause over the anchor.
    if (event.pointerType === 'touch') return;
    const anchor = anchorOf(event.target);
    if (anchor && anchor !== tip.anchor) soon(anchor);
  });
  listen(root, 'pointerout', (event) => {
    const from = anchorOf(event.target);
    if (!from || from === anchorOf(event.relatedTarget)) return;
    // Back to the focused anchor's tooltip, if the keyboard is on one.
    const focused = anchorOf(document.activeElement);
    if (focused) show(focused);
    else if (mine()) hide();
  });
  listen(root, 'focusin', (event) => {
    const anchor = anchorOf(event.target);
    if (anchor) soon(anchor);
  });
  listen(root, 'focusout', (event) => {
    if (!anchorOf(event.relatedTarget) && mine()) hide();
  });
  // Escape hides it wherever focus is (WCAG 1.4.13: dismissed without moving the pointer or focus).
  listen(document, 'keydown', (event) => {
    if (event.key !== 'Escape' || !mine()) return;
    if (!tip.el.hidden) event.preventDefault();
    hide();
  });

  if (initial && anchorOf(initial) && (initial.matches(':hover') || initial.matches(':focus-within'))) soon(initial);

  signal.addEventListener('abort', () => {
    if (mine()) hide();
    tip.users -= 1;
    if (tip.users > 0) return;
    clearTimeout(tip.timer);
    tip.el.remove();
    if (shared === tip) shared = undefined;
  });
}

/** Above the anchor (below it when there is no room above), centred on it, 20 px inside the window. */
function place(el: HTMLElement, anchor: Element): void {
  const box = anchor.getBoundingClientRect();
  const { edgeMargin: margin, offset } = TOOLTIP;
  const viewWidth = document.documentElement.clientWidth;
  const width = el.offsetWidth;
  const height = el.offsetHeight;
  const centred = box.left + box.width / 2 - width / 2;
  const left = Math.min(Math.max(centred, margin), Math.max(margin, viewWidth - margin - width));
  const above = box.top - offset - height;
  const top = above >= margin ? above : box.bottom + offset;
  el.style.left = `${left + window.scrollX}px`;
  el.style.top = `${top + window.scrollY}px`;
}
