// Button block (53): hydrated when it comes near the viewport. It counts its render and its clicks
// with the census beacons of spec 000 §7 (failures are swallowed by the beacons).

import { recordButtonClick, recordButtonRender, type ButtonFields } from '../../analytics/census';
import type { FeatureModule } from '../../runtime/feature';
import { island } from '../../runtime/island';
import { Button } from './Button';
import { parseButton, type ButtonProps } from './props';

const base = island(Button, parseButton);

const feature: FeatureModule<ButtonProps> = {
  ...base,
  async mount(el, props, ctx) {
    const unmount = await base.mount(el, props, ctx);
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
