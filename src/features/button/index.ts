// Button block (53, and the builder's 7.1 `website.components.button` blocks): a link the server already
// rendered, so it needs no React in the browser: the runtime only counts its render and its clicks with
// the census beacons of spec 000 §7 (failures are swallowed by the beacons). Our server HTML (`data-ssr`)
// and the builder's published markup both carry the link (the builder's with no JSON: the link is the
// data, props.ts); a block with neither is drawn by its island (island.tsx, React), loaded for that case alone.

import { type ButtonFields, recordButtonClick, recordButtonRender } from '../../analytics/census';
import { disarmUnsafeLinks } from '../../core/unsafe-links';
import type { FeatureModule } from '../../island/feature';
import { type ButtonProps, parseButton, readButton } from './props';

const feature: FeatureModule<ButtonProps | null> = {
  parse: parseButton,
  async mount(el, data, ctx) {
    const props = data ?? readButton(el);
    const drawn = el.hasAttribute('data-ssr') || el.querySelector('a[href]') !== null;
    // The published link is kept only with a safe address, as the image and social blocks do.
    disarmUnsafeLinks(el, 'button');
    const unmount = drawn ? () => undefined : await (await ctx.load('button.island')).mount(el, props, ctx);
    const fields = beaconFields(el, props);
    void recordButtonRender(fields, ctx.context);
    // Capture, so the beacon leaves before the link navigates (keepalive carries it across).
    const onClick = (event: Event): void => {
      if (event.target instanceof Element && event.target.closest('a[href]')) void recordButtonClick(fields, ctx.context);
    };
    el.addEventListener('click', onClick, { capture: true });
    return () => {
      el.removeEventListener('click', onClick, { capture: true });
      unmount();
    };
  },
};

export default feature;

function beaconFields(el: HTMLElement, props: ButtonProps): ButtonFields {
  return {
    id: props.id ?? el.id,
    buttonText: props.text,
    clickthroughUrl: props.url,
    alignment: props.alignment,
    size: props.size,
    newWindow: props.newWindow,
    context: 'button-block',
  };
}
