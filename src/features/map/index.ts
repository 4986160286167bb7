// Map block (4): the builder's map, drawn by the maps service once the block nears the viewport (its
// trigger, `visible`). The address and a link to the external maps page show at once, and stay when the
// site has no maps service or its script fails: a visitor can always find the place. Later changes to
// the block's JSON (the editing frame) are applied to the drawn map, debounced.

import { reportError } from '../../core/errors';
import type { FeatureModule, MountContext } from '../../island/feature';
import { type DrawnMap, drawMap } from './draw';
import type { MapsApi } from './maps-api';
import { loadMapsApi, mapsService } from './maps-script';
import { type MapSettings, parseMap } from './model';
import { createBox, renderCanvas, renderFallback, showState } from './view';
import { watchBlockJson } from './watch';

const feature: FeatureModule<MapSettings> = {
  parse: parseMap,
  mount(el, settings, ctx) {
    const box = createBox(el);
    let current = settings;
    let drawn: DrawnMap | undefined;
    renderFallback(box, current);
    watchBlockJson(
      el,
      (json) => {
        const next = reread(json);
        if (!next) return;
        current = next;
        if (drawn) drawn.update(next);
        else renderFallback(box, next);
      },
      ctx.signal,
    );
    const service = mapsService(ctx.context);
    if (!service) {
      showState(box, 'fallback');
      return () => drawn?.remove();
    }
    showState(box, 'loading');
    const draw = (api: MapsApi): void => {
      if (ctx.signal.aborted) return;
      try {
        drawn = drawMap(api, renderCanvas(box, current), current);
        showState(box, 'map');
      } catch (error) {
        reportError(error, `island:${ctx.name}`);
        fallBack(box, current, ctx);
      }
    };
    // The loader reports its own failure, once for the page.
    loadMapsApi(service).then(draw, () => fallBack(box, current, ctx));
    return () => drawn?.remove();
  },
};

export default feature;

function fallBack(box: HTMLElement, settings: MapSettings, ctx: MountContext): void {
  if (ctx.signal.aborted) return;
  renderFallback(box, settings);
  showState(box, 'fallback');
}

/** The block's new JSON, or null (with the runtime's console errors) when it cannot be used. */
function reread(json: string | null): MapSettings | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '{}');
  } catch (error) {
    console.error('Error decoding map block data.', error);
    return null;
  }
  try {
    return parseMap(raw);
  } catch (error) {
    console.error('Error evaluating map block data.', error);
    return null;
  }
}
