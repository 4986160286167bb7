// Restaurant booking block (the builder's OpenTable / Resy reservation block): the provider's widget
// script is loaded when the block nears the viewport (its trigger, `visible`), never before. The block
// shows loading, then loaded (spec 000 §4); its layout follows its width (spec 000 §9, layout.ts). A
// script that fails leaves the link to the provider's booking page and a line saying why; the rest of
// the page is untouched. A logged-in owner gets the "Preview Only" alert instead of a booking (preview.ts).

import { isOwner } from '../../analytics/audience';
import { reportError } from '../../core/errors';
import { loadScript } from '../../core/load-script';
import type { FeatureModule, MountContext } from '../../island/feature';
import { type Layout, layoutFor, watchLayout } from './layout';
import { guardPreview } from './preview';
import { type BookingProps, parseBooking } from './props';
import { scriptAddress, scriptBase, startWidget } from './providers';
import { type BookingBox, createBox } from './view';

/** A widget script that has not loaded in this long is given up (the block shows its link). */
const SCRIPT_TIMEOUT_MS = 15_000;

const feature: FeatureModule<BookingProps> = {
  parse: parseBooking,
  mount(el, props, ctx) {
    let layout = layoutFor(el.clientWidth);
    const view = createBox(el, props, layout);
    if (isOwner(ctx.context)) guardPreview(view.host, ctx.signal);
    let load = start(view, props, layout, ctx);
    watchLayout(
      el,
      layout,
      (next) => {
        const reload = props.provider === 'opentable' && (next === 'wide') !== (layout === 'wide');
        layout = next;
        view.setLayout(next);
        // OpenTable draws a wide widget or a narrow one: a block that crosses the line gets the other,
        // once the first has settled (so one script runs at a time).
        if (reload) load = load.then(() => start(view, props, next, ctx));
      },
      ctx.signal,
    );
    return () => undefined;
  },
};

export default feature;

async function start(view: BookingBox, props: BookingProps, layout: Layout, ctx: MountContext): Promise<void> {
  if (ctx.signal.aborted) return;
  view.host.replaceChildren();
  view.show('loading');
  const src = scriptAddress(scriptBase(ctx.context, props.provider), props, layout, ctx.context.locale);
  try {
    await loadScript(view.host, src, { what: 'booking script', timeoutMs: SCRIPT_TIMEOUT_MS, signal: ctx.signal });
    if (ctx.signal.aborted) return;
    startWidget(view.host, props);
    view.show('loaded');
  } catch (error) {
    if (ctx.signal.aborted) return;
    reportError(error, `island:${ctx.name}`);
    view.host.replaceChildren();
    view.show('fallback');
  }
}
