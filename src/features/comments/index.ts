// Discussion comments on an item page (spec 000 §3, §7): the builder publishes the comments area
// (`.squarespace-comments`) at the end of a blog post; where the site has comments on and a shortname
// with the provider, the provider's script loads into it as the area nears the viewport or the visitor
// reaches into it (the row's trigger, `visible`), never at start-up. A script that fails or hangs
// leaves a line saying so and a button to try again; the rest of the page is untouched. No React.

import { reportError } from '../../core/errors';
import { loadScript } from '../../core/load-script';
import type { FeatureModule, MountContext } from '../../island/feature';
import { type CommentsSettings, commentsSettings } from './settings';

/** The spec gives the comments script no limit: the booking widget's. */
const SCRIPT_TIMEOUT_MS = 15_000;
/** Where the provider draws its thread. */
const THREAD_ID = 'disqus_thread';

interface ProviderPage {
  page: { url?: string; identifier?: string; title?: string };
}

interface ProviderGlobals {
  /** Read by the provider's script: it calls it with its config as `this`. */
  disqus_config?: (this: ProviderPage) => void;
  /** Set by the provider's script once it ran: draws the thread again for another page. */
  DISQUS?: { reset?: (options: { reload: boolean; config: (this: ProviderPage) => void }) => void };
}

const feature: FeatureModule<CommentsSettings | null> = {
  parse: (_raw, context) => commentsSettings(context, location.href),
  mount(el, settings, ctx) {
    if (!settings) return () => undefined;
    const thread = document.createElement('div');
    thread.id = THREAD_ID;
    const status = document.createElement('p');
    status.className = 'sr-comments-status';
    status.setAttribute('role', 'status');
    el.append(status, thread);
    void start(el, status, settings, ctx);
    return () => {
      status.remove();
      thread.remove();
    };
  },
};

export default feature;

async function start(el: HTMLElement, status: HTMLElement, settings: CommentsSettings, ctx: MountContext): Promise<void> {
  const globals = window as unknown as ProviderGlobals;
  const config = function (this: ProviderPage): void {
    this.page.url = settings.page.url;
    this.page.identifier = settings.page.identifier;
    if (settings.page.title) this.page.title = settings.page.title;
  };
  globals.disqus_config = config;
  status.replaceChildren('Loading comments…');
  try {
    // The script runs once a page: a second mount (the editing frame's refresh) asks it to draw again.
    if (globals.DISQUS?.reset) globals.DISQUS.reset({ reload: true, config });
    else await loadScript(el, settings.scriptUrl, { what: 'comments script', timeoutMs: SCRIPT_TIMEOUT_MS, signal: ctx.signal });
    if (!ctx.signal.aborted) status.replaceChildren();
  } catch (error) {
    if (ctx.signal.aborted) return;
    reportError(error, `island:${ctx.name}`);
    // The failed script goes, so a second try adds one that runs.
    for (const script of el.querySelectorAll(`script[src="${CSS.escape(settings.scriptUrl)}"]`)) script.remove();
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = 'Try again';
    retry.addEventListener(
      'click',
      () => {
        // The button goes with the message: focus stays on the line that says what happens next.
        status.tabIndex = -1;
        status.focus();
        void start(el, status, settings, ctx);
      },
      { once: true, signal: ctx.signal },
    );
    status.replaceChildren('Comments could not be loaded. ', retry);
  }
}
