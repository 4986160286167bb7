// What the entry hands the chunks as `SiteRuntime._` (build.mjs, SHARED_WITH_CHUNKS), one copy for the
// page: the error sink (errors reported before any chunk loaded reach the reporter too) and `shared`,
// which must be one; and the cookie reader and the consent rule, which the entry carries anyway (the
// registry picks page features by consent), so no chunk carries a second copy. Chunks read it there, not
// by importing the entry's URL: a query, a folder or another origin loads no second copy. The build
// checks that every name a chunk reads is here.

import { mayTrack, readConsent } from '../core/consent-rule';
import { getCookie } from '../core/cookie-read';
import { onReportedError, reportError } from '../core/errors';
import { shared } from '../core/shared';

export const HANDOVER = { onReportedError, reportError, shared, getCookie, readConsent, mayTrack };
