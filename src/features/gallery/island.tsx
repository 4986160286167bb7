// The gallery's React part: loaded when the gallery nears the viewport, or at once when the address
// asks for one of its slides.

import { island } from '../../island/island';
import { Gallery } from './Gallery';

export default island(Gallery);
