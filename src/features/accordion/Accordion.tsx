// The accordion block, following the WAI-ARIA Authoring Practices accordion pattern: a heading with
// a button per item, a labelled region per panel, Up/Down/Home/End between headers.

import { type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { $reducedMotion } from '../../core/environment-stores';
import { sanitizeHtml } from '../../core/sanitize';
import { useStore } from '../../island/use-store';
import { focusTarget } from './focus-target';
import { animateHeight } from './height';
import type { AccordionProps } from './props';

type Phase = 'open' | 'closed' | 'closing';

export function Accordion({ items, allowMultiple, firstItemExpanded, headingLevel = 3 }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const reduced = useStore($reducedMotion);
  const html = useMemo(() => items.map((item) => sanitizeHtml(item.content)), [items]);
  const [phases, setPhases] = useState<Phase[]>(() => items.map((_, i) => (firstItemExpanded && i === 0 ? 'open' : 'closed')));
  const panels = useRef<(HTMLElement | null)[]>([]);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const changed = useRef<number[]>([]);
  const animating = useRef(false);

  useLayoutEffect(() => {
    const pending = changed.current;
    if (pending.length === 0) return;
    changed.current = [];
    animating.current = true;
    const runs = pending.map((i) => {
      const panel = panels.current[i];
      return panel ? animateHeight(panel, phases[i] === 'open', reduced) : Promise.resolve();
    });
    let cancelled = false;
    void Promise.all(runs).then(() => {
      if (cancelled) return;
      animating.current = false;
      setPhases((now) => (now.includes('closing') ? now.map((p) => (p === 'closing' ? 'closed' : p)) : now));
    });
    return () => {
      cancelled = true;
      animating.current = false;
    };
  }, [phases, reduced]);

  function toggle(index: number): void {
    // Spec 000 §4: a click while a panel is moving is ignored.
    if (animating.current) return;
    const opening = phases[index] !== 'open';
    const next = phases.map((phase, i): Phase => {
      if (i === index) return opening ? 'open' : 'closing';
      return opening && !allowMultiple && phase === 'open' ? 'closing' : phase;
    });
    changed.current = next.flatMap((phase, i) => (phase !== phases[i] ? [i] : []));
    setPhases(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const target = focusTarget(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  }

  return (
    <div className="sr-accordion">
      {items.map((item, i) => {
        const phase = phases[i] ?? 'closed';
        const expanded = phase === 'open';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are the block's props, fixed for the island's life
          <div className="sr-accordion__item" key={i} data-open={expanded || undefined}>
            <Heading className="sr-accordion__heading">
              <button
                ref={(el) => {
                  headers.current[i] = el;
                }}
                type="button"
                className="sr-accordion__trigger"
                id={`${id}h${i}`}
                aria-expanded={expanded}
                aria-controls={`${id}p${i}`}
                onClick={() => toggle(i)}
                onKeyDown={(event) => onKeyDown(event, i)}
              >
                {item.title}
                <span className="sr-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            {/* A section with a name is the APG pattern's region. */}
            <section
              ref={(el) => {
                panels.current[i] = el;
              }}
              className="sr-accordion__panel"
              id={`${id}p${i}`}
              aria-labelledby={`${id}h${i}`}
              hidden={phase === 'closed'}
            >
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml (DOMPurify) above */}
              <div className="sr-accordion__content" dangerouslySetInnerHTML={{ __html: html[i] ?? '' }} />
            </section>
          </div>
        );
      })}
    </div>
  );
}
