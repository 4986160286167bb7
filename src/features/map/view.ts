// The map block's box: the map the maps service draws, or (no service, or its script failed) the
// address with a link to the external maps page, so a visitor can always find the place.

import { keepFocus } from '../../core/keep-focus';
import { newWindowLink } from '../../core/new-window-link';
import type { MapSettings } from './model';
import { externalMapUrl } from './options';
import { mapLabel, OPEN_MAP } from './texts';

export type MapState = 'loading' | 'map' | 'fallback';

/** The block's box, in the builder's content box when there is one (its size is kept: style.css). */
export function createBox(el: HTMLElement): HTMLDivElement {
  const host = el.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? el;
  const box = document.createElement('div');
  box.className = 'sr-map';
  host.replaceChildren(box);
  return box;
}

export function showState(box: HTMLElement, state: MapState): void {
  box.setAttribute('data-state', state);
}

/** The address and the link; also what shows while the script loads. */
export function renderFallback(box: HTMLElement, settings: MapSettings): void {
  box.removeAttribute('role');
  box.removeAttribute('aria-label');
  const address = document.createElement('address');
  address.className = 'sr-map__address';
  const { title, line1, line2, country } = settings.address;
  const lines = [title, line1, line2, country].map((line, index) => {
    const span = document.createElement('span');
    if (index === 0) span.className = 'sr-map__title';
    span.textContent = line;
    return span;
  });
  address.append(...lines.filter((line) => line.textContent !== ''), link(settings));
  box.replaceChildren(address);
}

function link(settings: MapSettings): HTMLAnchorElement {
  return newWindowLink(externalMapUrl(settings), OPEN_MAP, 'sr-map__link');
}

/** An empty canvas for the maps service to draw in, in a region named after the place. */
export function renderCanvas(box: HTMLElement, settings: MapSettings): HTMLDivElement {
  labelRegion(box, settings);
  const canvas = document.createElement('div');
  canvas.className = 'sr-map__canvas';
  // A visitor on the address's link while the map arrives stays in the block (its region), where the
  // next Tab reaches the marker.
  keepFocus(box, () => box.replaceChildren(canvas));
  return canvas;
}

function labelRegion(box: HTMLElement, settings: MapSettings): void {
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', mapLabel(settings.address.title));
}
