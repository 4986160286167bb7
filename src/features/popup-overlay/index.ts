// Popup overlay (spec 000 §3, §4; spec 001 §3): a page-level feature without React. The builder
// publishes the overlay's content in the page as `<dialog data-popup-overlay>` (its sign-up form a
// form block with isOverlayForm, started by the runtime's block scan once visible); this decides from
// the settings and the visitor's record whether to show it, keeps the record, and counts shown,
// closed and submitted with the census `overlay` beacon and the usage-event tracker.

import { recordOverlay } from '../../analytics/census';
import type { PageContext } from '../../core/page-context';
import { track } from '../../core/tracking';
import type { FeatureModule } from '../../island/feature';
import { openDialog } from './dialog';
import { readRecord, writeRecord } from './record';
import { SMALL_SCREEN, shouldShow } from './rule';
import { type OverlaySettings, parseSettings } from './settings';

const SELECTOR = 'dialog[data-popup-overlay]';

const feature: FeatureModule<OverlaySettings> = {
  parse: (_raw, context) => parseSettings(context.websiteSettings?.popupOverlaySettings),
  mount(_el, settings, { signal, context }) {
    const dialog = document.querySelector(SELECTOR);
    if (!(dialog instanceof HTMLDialogElement)) {
      console.error(`Popup overlay: no ${SELECTOR} on the page to show.`);
      return () => undefined;
    }
    if (!shouldShow(settings, readRecord(), Date.now(), matchMedia(SMALL_SCREEN).matches)) return () => undefined;
    return show(dialog, settings, context, signal);
  },
};

export default feature;

function show(dialog: HTMLDialogElement, settings: OverlaySettings, context: PageContext, signal: AbortSignal): () => void {
  const count = (event: 'shown' | 'closed' | 'submitted'): void => {
    void recordOverlay({ event, version: settings.version, style: settings.style });
    track({ kind: 'usage', context, name: `popup_overlay_${event}`, data: { version: settings.version, style: settings.style } });
  };
  // A successful sign-up in the overlay's form: kept, so showUntilSignup can hold; the form shows its
  // thank-you in the overlay, which the visitor closes.
  document.addEventListener(
    'site-runtime:form-submitted',
    (event) => {
      if (!event.detail.isOverlayForm) return;
      writeRecord({ version: settings.version, submitted: true, 'date-closed': Date.now() });
      count('submitted');
    },
    { signal },
  );
  const close = openDialog(dialog, () => {
    writeRecord({ version: settings.version, 'date-closed': Date.now() });
    count('closed');
  });
  count('shown');
  return close;
}
