// The owner's header and footer editor (spec 001 §7), in the editor's frame only: an "Edit header and
// footer" button that loads them (`GET /api/site-header-footer`), opens the editor dialog (editor.ts),
// and once saved redraws the page's header and footer (parts.ts) and says so. Not a block the builder
// publishes: the account feature adds its marker (`data-block="header-footer"`) for an owner in the
// frame, so no other page, and not the entry, pays for it. No React.

import { isOwnerEditing } from '../../analytics/audience';
import { alertDialog, informationDialog } from '../../core/dialogs';
import type { FeatureModule } from '../../island/feature';
import * as text from '../../platform/strings';
import { editHeaderFooter, messageOf } from './editor';
import { loadHeaderFooter } from './entity';
import { redrawParts } from './parts';

const feature: FeatureModule<null> = {
  parse: () => null,
  mount(el, _props, { context, signal }) {
    if (!isOwnerEditing(context)) return () => undefined;
    const edit = document.createElement('button');
    edit.type = 'button';
    edit.className = 'sr-hf-edit';
    edit.textContent = text.headerFooterEdit;
    let open = false;
    edit.addEventListener(
      'click',
      () => {
        if (open) return;
        open = true;
        void run(edit, signal).finally(() => {
          open = false;
        });
      },
      { signal },
    );
    el.append(edit);
    return () => edit.remove();
  },
};

export default feature;

async function run(edit: HTMLElement, signal: AbortSignal): Promise<void> {
  edit.setAttribute('aria-busy', 'true');
  let entity: Awaited<ReturnType<typeof loadHeaderFooter>>;
  try {
    entity = await loadHeaderFooter(signal);
  } catch (error) {
    if (!signal.aborted) await alertDialog({ title: text.headerFooterNotLoaded, message: messageOf(error) });
    return;
  } finally {
    edit.removeAttribute('aria-busy');
  }
  const saved = await editHeaderFooter(entity, edit);
  if (!saved || signal.aborted) return;
  redrawParts(saved);
  void informationDialog({ message: text.headerFooterSaved });
}
