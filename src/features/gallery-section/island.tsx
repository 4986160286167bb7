// The section's lightbox: the shared one (src/island/lightbox), over the page, from the picture the
// visitor opened; loaded at the first opening only.

import { type ReactNode, useState } from 'react';
import { wrapIndex } from '../../core/wrap-index';
import { island } from '../../island/island';
import { Lightbox, type LightboxItem, type LightboxTheme } from '../../island/lightbox/Lightbox';

export interface SectionLightboxProps {
  items: readonly LightboxItem[];
  start: number;
  theme: LightboxTheme;
  onClose(): void;
}

function SectionLightbox({ items, start, theme, onClose }: SectionLightboxProps): ReactNode {
  const [index, setIndex] = useState(start);
  return (
    <Lightbox
      slides={items}
      index={index}
      theme={theme}
      onMove={(step) => setIndex((at) => wrapIndex(at + step, items.length))}
      onClose={onClose}
    />
  );
}

export default island(SectionLightbox);
