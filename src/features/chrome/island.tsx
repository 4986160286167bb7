// The announcement bar drawn by the runtime, for a page whose markup does not hold it: a fixed overlay
// at the top, so nothing under it moves. Its own chunk, because its text is HTML and goes through the
// sanitizer (DOMPurify), which a page with the builder's bar never needs. No React.

import { sanitizeHtml } from '../../core/sanitize';
import type { FeatureModule } from '../../island/feature';
import type { Announcement } from './settings';

const overlay: FeatureModule<Announcement> = {
  mount(host, settings) {
    const bar = document.createElement('div');
    bar.className = 'sr-announcement';
    const text = document.createElement('div');
    text.className = 'sr-announcement__text';
    // Sanitized just above; a link inside the text keeps the bar's own link off it (no nested links).
    text.innerHTML = sanitizeHtml(settings.text);
    if (settings.url && !text.querySelector('a')) {
      const link = document.createElement('a');
      link.href = settings.url;
      if (settings.newWindow) link.target = '_blank';
      link.append(...text.childNodes);
      text.append(link);
    }
    bar.append(text);
    host.append(bar);
    return () => host.remove();
  },
};

export default overlay;
