// Blocks the host renders on request (spec 000 §7): `POST /api/widget/GetWidgetRendering`, form-encoded
// `widgetJSON` ({type, id, value}) and, for an events summary, `collectionId`. Its `html` replaces the
// block's content, sanitized, and the builder's images in it load through the one image loader.

import { api } from './api';
import { isRecord } from './guards';
import { watchImages } from './image-loader';
import { keepFocus } from './keep-focus';
import { sanitizeHtml } from './sanitize';
import { setSafeHtml } from './trusted-types';

const WIDGET_RENDERING_URL = '/api/widget/GetWidgetRendering';

interface WidgetRequest {
  /** The block type number. */
  type: number;
  /** The block's id (its element's id without the builder's `block-` prefix). */
  id: string;
  /** The block's JSON, as its `data-block-json` holds it. */
  value: Record<string, unknown>;
  /** An events summary's collection. */
  collectionId?: string;
}

/** The host's rendering of a block: its `html`. Rejects with the data layer's error, or a TypeError
 *  when the answer holds no html. */
async function getWidgetRendering({ type, id, value, collectionId }: WidgetRequest, signal?: AbortSignal): Promise<string> {
  const data = await api.post(WIDGET_RENDERING_URL, {
    form: { widgetJSON: JSON.stringify({ type, id, value }), collectionId },
    ...(signal ? { signal } : {}),
  });
  const html = isRecord(data) ? data['html'] : undefined;
  if (typeof html !== 'string') throw new TypeError(`${WIDGET_RENDERING_URL}: the answer has no html`);
  return html;
}

/**
 * Replaces `target`'s content with the block's rendering. The server HTML stays in place until the
 * answer is here (nothing is emptied meanwhile), and the images' boxes are reserved from their
 * dimensions before the first layout, so the box changes only as much as the content does.
 * Returns what stops its image loads. Rejects, with `target` untouched, when the call fails.
 */
async function renderWidget(target: HTMLElement, request: WidgetRequest, signal: AbortSignal): Promise<() => void> {
  const html = await getWidgetRendering(request, signal);
  if (signal.aborted) return () => undefined;
  const template = document.createElement('template');
  setSafeHtml(template, sanitizeHtml(html, 'rendering'));
  keepFocus(target, () => target.replaceChildren(template.content));
  return watchImages(target);
}

interface MountTools {
  signal: AbortSignal;
  /** Called when the rendering cannot be had: the runtime reports it and keeps the server HTML. */
  fail(error: unknown): void;
}

/**
 * Asks for the rendering of a marked block (its type from `data-block-type`, its id from its element's
 * `id`) and puts it in the block's content when it comes; returns at once, so the server HTML stays
 * usable meanwhile. Throws when the block has no id to ask with.
 */
export function mountWidget(
  el: HTMLElement,
  value: Record<string, unknown>,
  collectionId: string | undefined,
  tools: MountTools,
): () => void {
  const id = el.id.replace(/^block-/, '');
  if (id === '') throw new TypeError(`${WIDGET_RENDERING_URL}: the block has no id`);
  const type = Number(el.getAttribute('data-block-type'));
  const target = el.querySelector<HTMLElement>('.sqs-block-content') ?? el;
  const { signal, fail } = tools;
  let stop: (() => void) | undefined;
  renderWidget(target, { type, id, value, ...(collectionId ? { collectionId } : {}) }, signal).then(
    (stopImages) => {
      if (signal.aborted) stopImages();
      else stop = stopImages;
    },
    (error: unknown) => signal.aborted || fail(error),
  );
  return () => stop?.();
}
