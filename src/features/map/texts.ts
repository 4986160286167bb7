// What the map block says, to the eye and to assistive technology. The spec has no text of its own for
// it: these name the place and say where the link goes (a new window, WCAG 3.2.5).

import { opensInNewWindow } from '../../platform/strings';

export const OPEN_MAP = 'Open in Google Maps';
const MAP = 'Map';

export const mapLabel = (title: string): string => (title ? `${MAP}: ${title}` : MAP);
export const markerLabel = (title: string): string => `${title || MAP}, ${OPEN_MAP}${opensInNewWindow}`;
