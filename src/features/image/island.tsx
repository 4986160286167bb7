// The image block's React part: its lightbox, loaded when the visitor first opens it.

import { island } from '../../island/island';
import { ImageLightbox } from './ImageLightbox';

export default island(ImageLightbox);
