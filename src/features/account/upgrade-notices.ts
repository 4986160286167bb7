// The owner's notices where a block meets a feature the site's plan lacks (spec 001 §2, §3): a note
// after the block with a link to the upgrade destination. Drawn here, in the chunk only signed-in
// accounts load, so visitors never pay for them: blocks mark themselves (`needsUpgrade`, core/
// entitlements.ts) whenever they start; product blocks on a site without commerce are found at once,
// as their own code waits for the first touch.

import { isOwner } from '../../analytics/audience';
import { isEntitled, UPGRADE_NEEDED_ATTR, type UpgradeFeature } from '../../core/entitlements';
import type { PageContext } from '../../core/page-context';
import { upgradeDestination, upgradeUrl } from '../../core/upgrade-destination';
import { FEATURE_ENTITLEMENTS } from '../../platform/entitlements';
import { upgradeLinkPaid, upgradeLinkTrial, upgradeNoticeCommerce, upgradeNoticeLightbox } from '../../platform/strings';

const TEXTS: Record<UpgradeFeature, string> = { lightbox: upgradeNoticeLightbox, commerce: upgradeNoticeCommerce };
const PRODUCT_BLOCKS = '[data-block-type="43"]';

/** For an owner (signed in, more than a viewer): every notice the page needs, now and as blocks start. */
export function showUpgradeNotices(context: PageContext, signal: AbortSignal): void {
  if (!isOwner(context)) return;
  const notices = new Map<Element, HTMLElement>();
  const show = (block: Element, feature: UpgradeFeature): void => {
    if (notices.get(block)?.isConnected) return;
    const notice = drawNotice(context, feature);
    block.after(notice);
    notices.set(block, notice);
  };
  for (const block of document.querySelectorAll(`[${UPGRADE_NEEDED_ATTR}]`)) {
    show(block, block.getAttribute(UPGRADE_NEEDED_ATTR) === 'commerce' ? 'commerce' : 'lightbox');
  }
  if (!isEntitled(context, FEATURE_ENTITLEMENTS.COMMERCE)) {
    for (const block of document.querySelectorAll(PRODUCT_BLOCKS)) show(block, 'commerce');
  }
  document.addEventListener('site-runtime:upgrade-needed', (event) => show(event.detail.element, event.detail.feature), { signal });
  signal.addEventListener('abort', () => {
    for (const notice of notices.values()) notice.remove();
  });
}

function drawNotice(context: PageContext, feature: UpgradeFeature): HTMLElement {
  const notice = document.createElement('div');
  notice.className = 'sr-upgrade-notice';
  notice.setAttribute('role', 'note');
  notice.setAttribute('data-sr-upgrade', feature);
  const text = document.createElement('p');
  text.textContent = `${TEXTS[feature]} `;
  // An address from host names that are not host names is no link (upgradeUrl says why).
  const href = upgradeUrl(context, location.origin);
  if (href) {
    const link = document.createElement('a');
    link.href = href;
    // Out of the editor's frame: the configuration screen is a whole window's.
    link.target = '_top';
    link.textContent = upgradeDestination(context) === 'trial-upgrade' ? upgradeLinkTrial : upgradeLinkPaid;
    text.append(link);
  }
  notice.append(text);
  return notice;
}
