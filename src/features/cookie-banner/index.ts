// Cookie banner: a page-level island, started when the site enables it and the visitor has not chosen.

import { isBannerForced } from '../../core/consent';
import type { PageContext } from '../../core/page-context';
import { island } from '../../island/island';
import { CookieBanner } from './CookieBanner';
import { normalizeSettings } from './settings';

export default island(CookieBanner, (_raw: unknown, context: PageContext) => ({
  ...normalizeSettings(context.cookieSettings),
  forced: isBannerForced(),
}));
