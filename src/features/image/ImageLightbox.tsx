// The image block's picture in the shared lightbox: one item, so no moving; loaded at the first click.

import type { ReactNode } from 'react';
import { Lightbox, type LightboxItem, type LightboxTheme } from '../../island/lightbox/Lightbox';

export interface ImageLightboxProps {
  item: LightboxItem;
  theme: LightboxTheme;
  onClose(): void;
}

export function ImageLightbox({ item, theme, onClose }: ImageLightboxProps): ReactNode {
  return <Lightbox slides={[item]} index={0} theme={theme} onMove={() => undefined} onClose={onClose} />;
}
