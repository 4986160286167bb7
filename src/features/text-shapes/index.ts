// Text shapes (spec 001 §1, §3, §4, §9): in a text block (html, 2) whose content carries the builder's
// `<script class="TextAttributes-props">`, each `.sqsrte-text-highlight[data-text-attribute-id]` span gets
// its shape drawn around it as SVG. The reveal starts on the block's first intersection, after the text's
// own entrance; the shapes are redrawn when the text reflows (a resize) or changes (10 ms debounce).
// No React.

import { prefersReducedMotion } from '../../core/environment-stores';
import { reportError } from '../../core/errors';
import type { FeatureModule } from '../../island/feature';
import { drawShape } from './draw';
import { afterEntrance } from './entrance';
import { parseTextAttributes, type TextShape } from './props';
import { reveal } from './reveal';

/** Spec 001 §9: changes to the text are redrawn this long after the last one. */
export const MUTATION_DEBOUNCE_MS = 10;
/** `waiting`, `revealing` or `shown`, on each node: what CSS hides before the reveal; not a contract. */
const REVEAL = 'data-reveal';

type Phase = 'waiting' | 'revealing' | 'shown';

const feature: FeatureModule<unknown> = {
  mount(el, _props, { signal }) {
    const content = el.querySelector<HTMLElement>('.sqs-block-content') ?? el;
    const script = content.querySelector('script.TextAttributes-props');
    if (!script) throw new Error('text-shapes: the block has no TextAttributes-props');
    // Malformed JSON throws: the block fails and keeps its text as the server sent it.
    const { shapes, problems } = parseTextAttributes(script.textContent ?? '');
    for (const problem of problems) reportError(new TypeError(problem), 'text-shapes');
    const targets = shapes.flatMap((shape) => {
      const span = content.querySelector<HTMLElement>(`.sqsrte-text-highlight[data-text-attribute-id="${CSS.escape(shape.id)}"]`);
      return span ? [{ shape, span }] : [];
    });
    return start(el, content, targets, signal);
  },
};

export default feature;

interface Drawn {
  shape: TextShape;
  nodes: HTMLElement[];
  paths: SVGPathElement[];
}

function start(
  el: HTMLElement,
  content: HTMLElement,
  targets: ReadonlyArray<{ shape: TextShape; span: HTMLElement }>,
  signal: AbortSignal,
): () => void {
  let phase: Phase = 'waiting';
  let drawn: Drawn[] = [];
  const mark = (): void => {
    for (const each of drawn) for (const node of each.nodes) node.setAttribute(REVEAL, phase);
  };
  const clear = (): void => {
    for (const each of drawn) for (const node of each.nodes) node.remove();
  };
  const render = (): void => {
    clear();
    // A redraw during the reveal shows the shapes whole: the text moved under them.
    if (phase === 'revealing') phase = 'shown';
    drawn = targets.map(({ shape, span }) => ({ shape, ...drawShape(content, span, shape) }));
    mark();
  };
  const play = async (): Promise<void> => {
    await afterEntrance(
      targets.map((target) => target.span),
      signal,
    );
    if (signal.aborted) return;
    render();
    phase = 'revealing';
    mark();
    const still = prefersReducedMotion();
    await Promise.all(drawn.map((each) => reveal(each.nodes, each.paths, each.shape, still))).catch(() => undefined);
    if (signal.aborted || phase !== 'revealing') return;
    phase = 'shown';
    mark();
  };

  content.classList.add('sr-text-shapes');
  render();
  // Without IntersectionObserver (an old browser) the reveal plays at once, as for a block in view.
  const seen =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          seen?.disconnect();
          void play();
        })
      : undefined;
  if (seen) seen.observe(el);
  else void play();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (): void => {
    clearTimeout(timer);
    timer = setTimeout(render, MUTATION_DEBOUNCE_MS);
  };
  let sized = false;
  const reflow = new ResizeObserver(() => {
    // Its first report is the size just drawn at.
    if (sized) later();
    sized = true;
  });
  reflow.observe(content);
  // Web fonts arriving change the text's metrics without a change to the content's box.
  document.fonts?.ready.then(() => !signal.aborted && later());
  const changes = new MutationObserver(later);
  changes.observe(content.querySelector('.sqs-html-content') ?? content, { childList: true, characterData: true, subtree: true });

  return () => {
    seen?.disconnect();
    reflow.disconnect();
    changes.disconnect();
    clearTimeout(timer);
    clear();
    content.classList.remove('sr-text-shapes');
  };
}
