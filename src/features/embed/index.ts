// Embed block (22): the embed's html (from its JSON, else the builder's `data-html`) runs in a sandboxed
// frame sized to its content (sandbox.ts), never in the page; an embed that is only a provider's https
// frame is drawn as that frame (provider-frame.ts). No React. Wakes when it nears the viewport. An embed
// with nothing to run or load (no script, frame or object) that the builder already published in the
// block is left as it is: a frame would only lose the page's styles, and the placeholder a widget script
// of the site (a newsletter provider's `div`, say) looks for in the page. A wrapper the builder
// published with a ratio (its `padding-bottom`, for an embed of known size) keeps that box, and the
// frame fills it: nothing below moves.

import { isRecord } from '../../core/guards';
import type { FeatureModule } from '../../island/feature';
import { providerFrame } from './provider-frame';
import { frameEmbed } from './sandbox';
import { embedFrameTitle, embedFrameTitleFrom } from './texts';

export interface EmbedProps {
  html?: string;
  providerName?: string;
}

/** What an embed's html needs a frame for: something that runs or loads a document. */
const ACTIVE = /<(?:script|iframe|object|embed|frame)\b/i;

/** On the builder's ratio box: its frame fills it (style.css). */
const RATIO_CLASS = 'sr-embed-ratio';

function drawn(host: HTMLElement, frame: HTMLIFrameElement): () => void {
  host.replaceChildren(frame);
  return () => frame.remove();
}

const feature: FeatureModule<EmbedProps> = {
  parse(raw) {
    if (raw === undefined) return {};
    if (!isRecord(raw)) throw new TypeError('embed: the block data must be an object');
    const { html, providerName } = raw;
    if (html !== undefined && typeof html !== 'string') throw new TypeError('embed: "html" must be a string');
    if (providerName !== undefined && typeof providerName !== 'string') throw new TypeError('embed: "providerName" must be a string');
    return { ...(html ? { html } : {}), ...(providerName ? { providerName } : {}) };
  },
  mount(el, { html, providerName }) {
    const wrapper = el.querySelector<HTMLElement>('.embed-block-wrapper');
    const code = (html ?? wrapper?.getAttribute('data-html') ?? '').trim();
    // Thrown: the runtime reports it and the block keeps its server HTML.
    if (code === '') throw new TypeError(`embed: block ${el.id ? `#${el.id} ` : ''}has no html, in its data or its markup`);
    const host = wrapper ?? el.querySelector<HTMLElement>('.sqs-block-content') ?? el;
    if (!ACTIVE.test(code) && host.childElementCount > 0) return () => undefined;
    const title = providerName ? embedFrameTitleFrom.replace('{provider}', providerName) : embedFrameTitle;
    const ratioBox = host === wrapper && host.style.paddingBottom !== '';
    if (ratioBox) host.classList.add(RATIO_CLASS);
    const direct = providerFrame(code, title);
    const remove = direct ? drawn(host, direct) : frameEmbed(host, code, title, !ratioBox);
    return () => {
      remove();
      host.classList.remove(RATIO_CLASS);
    };
  },
};

export default feature;
