// A grid or masonry section whose settings ask for the lightbox (`lightboxEnabled`): each picture is a
// button that opens it (WAI-ARIA dialog pattern; focus goes back to the picture on close). The
// lightbox's React part loads at the first opening.

import { reportError } from '../../core/errors';
import type { MountContext, Teardown } from '../../island/feature';
import type { LightboxTheme } from '../../island/lightbox/Lightbox';
import { position } from '../../island/lightbox/texts';
import type { Changes } from './changes';
import type { SectionLightboxProps } from './island';
import type { SectionItem } from './items';

export function startLightbox(items: readonly SectionItem[], theme: LightboxTheme, ctx: MountContext, changes: Changes): void {
  const openable = items.filter((item) => item.image !== null);
  let close: Teardown | undefined;
  changes.onUndo(() => close?.());

  const open = async (start: number, opener: HTMLElement): Promise<void> => {
    if (close) return;
    const host = document.createElement('div');
    host.setAttribute('data-sr-gallery-lightbox', '');
    document.body.append(host);
    let unmount: Teardown | undefined;
    close = () => {
      close = undefined;
      unmount?.();
      host.remove();
    };
    const props: SectionLightboxProps = {
      items: openable,
      start,
      theme,
      onClose: () => {
        // After React has finished the event that asked for it.
        setTimeout(() => {
          close?.();
          opener.focus();
        });
      },
    };
    try {
      const module = await ctx.load('gallery-section.island');
      if (ctx.signal.aborted || !close) return host.remove();
      unmount = await module.mount(host, props, ctx);
      if (!close) unmount();
    } catch (error) {
      close?.();
      reportError(error, 'gallery-section');
    }
  };

  openable.forEach((item, index) => {
    const target = item.el.querySelector<HTMLElement>('[class$="-item-wrapper"]') ?? item.el;
    changes.attr(target, 'role', 'button');
    changes.attr(target, 'tabindex', '0');
    changes.attr(target, 'aria-haspopup', 'dialog');
    changes.attr(
      target,
      'aria-label',
      item.title ? `${item.title}, ${position(index, openable.length)}` : `Image ${position(index, openable.length)}`,
    );
    changes.listen(target, 'click', () => void open(index, target));
    changes.listen(target, 'keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      void open(index, target);
    });
  });
}
