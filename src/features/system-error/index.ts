// The system error overlay: mounted by the runtime when the data layer reports a failure nobody
// handled (the `site-runtime:system-error` event), with the event's detail as props.

import type { SystemErrorData } from '../../core/events';
import { isRecord } from '../../core/guards';
import { island } from '../../island/island';
import { SystemError } from './SystemError';

export default island(SystemError, (raw): SystemErrorData => (isRecord(raw) ? (raw as SystemErrorData) : {}));
