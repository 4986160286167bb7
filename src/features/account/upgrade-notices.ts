// The owner's notices where a block meets a feature the site's plan lacks (spec 001 §2, §3): a note
// after the block with a link to the upgrade destination; none on a resold site (§3). Drawn here, in the chunk only signed-in
// accounts load, so visitors never pay for them: blocks mark themselves (`needsUpgrade`, core/
// entitlements.ts) whenever they start; product blocks the plan cannot sell (no commerce, or a gift card
// or subscription without those) are found at once, as their own code waits for the first touch.

import { isOwner } from '../../analytics/audience';
import { isUpgradeFeature, productUpgrade, UPGRADE_NEEDED_ATTR, type UpgradeFeature } from '../../core/entitlements';
import type { PageContext } from '../../core/page-context';
import { offersUpgrades, upgradeDestination, upgradeUrl } from '../../core/upgrade-destination';
import * as strings from '../../platform/strings';

const TEXTS: Record<UpgradeFeature, string> = {
  lightbox: strings.upgradeNoticeLightbox,
  commerce: strings.upgradeNoticeCommerce,
  'gift-cards': strings.upgradeNoticeGiftCards,
  subscriptions: strings.upgradeNoticeSubscriptions,
};
const PRODUCT_BLOCKS = '[data-block-type="43"]';

/** For an owner (signed in, more than a viewer) of a site that is not resold: every notice the page needs,
 *  now and as blocks start. */
export function showUpgradeNotices(context: PageContext, signal: AbortSignal): void {
  if (!isOwner(context) || !offersUpgrades(context)) return;
  const notices = new Map<Element, HTMLElement>();
  const show = (block: Element, feature: UpgradeFeature): void => {
    if (notices.get(block)?.isConnected) return;
    const notice = drawNotice(context, feature);
    block.after(notice);
    notices.set(block, notice);
  };
  for (const block of document.querySelectorAll(`[${UPGRADE_NEEDED_ATTR}]`)) {
    const feature = block.getAttribute(UPGRADE_NEEDED_ATTR);
    if (isUpgradeFeature(feature)) show(block, feature);
  }
  const showProduct = (block: Element): void => {
    const feature = productUpgrade(context, blockData(block));
    if (feature) show(block, feature);
  };
  const showProducts = (root: ParentNode): void => {
    if (root instanceof Element && root.matches(PRODUCT_BLOCKS)) showProduct(root);
    for (const block of root.querySelectorAll(PRODUCT_BLOCKS)) showProduct(block);
  };
  showProducts(document);
  document.addEventListener('site-runtime:upgrade-needed', (event) => show(event.detail.element, event.detail.feature), { signal });
  // The editor adds, replaces and removes blocks: a notice goes with its block, a product added gets one.
  const edits = new MutationObserver((records) => {
    for (const [block, notice] of notices) {
      if (block.isConnected) continue;
      notice.remove();
      notices.delete(block);
    }
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) showProducts(node);
  });
  edits.observe(document.body, { childList: true, subtree: true });
  signal.addEventListener('abort', () => {
    edits.disconnect();
    for (const notice of notices.values()) notice.remove();
  });
}

/** A block's data as the builder wrote it; a product block whose data cannot be read says so itself. */
function blockData(block: Element): unknown {
  try {
    return JSON.parse(block.getAttribute('data-block-json') ?? 'null');
  } catch {
    return null;
  }
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
    link.textContent = upgradeDestination(context) === 'trial-upgrade' ? strings.upgradeLinkTrial : strings.upgradeLinkPaid;
    text.append(link);
  }
  notice.append(text);
  return notice;
}
