// The calendar block's settings as the builder publishes them: `collectionId`, the events collection
// whose items it shows (the builder's `hSize` and `floatDir` are layout and not read here).

import { isRecord } from '../../core/guards';

export interface CalendarProps {
  collectionId: string;
}

export function parseCalendar(raw: unknown): CalendarProps {
  if (!isRecord(raw)) throw new TypeError('calendar: the block data must be an object');
  const id = raw['collectionId'];
  if (typeof id !== 'string' || !/^[a-z0-9]{1,64}$/i.test(id.trim())) {
    throw new TypeError(`calendar: collectionId must be a collection id, not ${JSON.stringify(id)}`);
  }
  return { collectionId: id.trim() };
}
