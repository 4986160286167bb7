// A gallery slide's pin button (spec 000 §3, `pinterestOverlayOptions.mode`), fetched only on a site that
// publishes pin options: a link to the provider's create-pin page for the picture, in a new window,
// right after the picture's own link or lightbox opener (never inside it).

import type { ReactNode } from 'react';
import { pinAddress, pinsEnabled } from '../../core/pin-it';
import { opensInNewWindow } from '../../platform/strings';
import type { Slide } from './slides';

export function SlidePin({ options, image }: { options: unknown; image: NonNullable<Slide['image']> }): ReactNode {
  const href = pinsEnabled(options) ? pinAddress(location.href, image.src, image.alt) : null;
  if (!href) return null;
  return (
    <a
      className="sr-pin-it"
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={image.alt ? `Pin it: ${image.alt}${opensInNewWindow}` : undefined}
    >
      Pin it<span className="sr-visually-hidden">{opensInNewWindow}</span>
    </a>
  );
}
