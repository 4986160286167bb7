// The owner's language controls, in the editor's frame only. Which languages the site is in
// (a checkbox each; the original cannot be taken out), saved with `PUT /api/multilingual/languages`, and
// the translation provider's disconnect (`DELETE /api/multilingual/connection`), each after a
// confirmation. The answer redraws the list and is said in a status line; a failure is an alert and
// leaves the owner's choice as it was.

import { alertDialog, confirmDialog } from '../../core/dialogs';
import * as text from '../../platform/strings';
import { buildControls, type Controls, chosenCodes, namesOf } from './controls';
import { disconnectTranslation, type SiteLanguages, saveLanguages } from './languages';

/** Adds the controls to the block `el`; `draw` redraws the list. Returns their removal. */
export function mountOwnerControls(
  el: HTMLElement,
  first: SiteLanguages,
  draw: (site: SiteLanguages) => void,
  signal: AbortSignal,
): () => void {
  let site = first;
  let busy = false;
  const controls: Controls = buildControls(el.id || 'sr-languages', site);
  const show = (next: SiteLanguages, status: string): void => {
    site = next;
    draw(next);
    controls.update(next);
    controls.status.textContent = status;
  };
  // One call at a time: a second press while one is out does nothing.
  const guarded = (run: () => Promise<void>) => (): void => {
    if (busy || signal.aborted) return;
    busy = true;
    void run().finally(() => {
      busy = false;
    });
  };
  controls.save.addEventListener(
    'click',
    guarded(() => save(site, chosenCodes(controls, site), show)),
    { signal },
  );
  controls.disconnect.addEventListener(
    'click',
    guarded(() => disconnect(site, show)),
    { signal },
  );
  el.append(controls.root);
  return (): void => controls.root.remove();
}

type Show = (site: SiteLanguages, status: string) => void;

async function save(site: SiteLanguages, codes: string[], show: Show): Promise<void> {
  const current = site.languages.map((language) => language.code);
  if (codes.join() === current.join()) return show(site, text.languagesUnchanged);
  const names = namesOf(site, codes);
  const answer = await confirmDialog({
    title: text.languagesSaveTitle,
    message: text.languagesSaveMessage.replace('{names}', names),
    confirmText: text.languagesSave,
  });
  if (answer !== 'confirmed') return;
  try {
    const saved = await saveLanguages(codes, site.connected);
    show(
      saved,
      text.languagesSaved.replace(
        '{names}',
        namesOf(
          saved,
          saved.languages.map((language) => language.code),
        ),
      ),
    );
  } catch (error) {
    await alertDialog({ title: text.languagesNotSaved, message: messageOf(error) });
  }
}

async function disconnect(site: SiteLanguages, show: Show): Promise<void> {
  const answer = await confirmDialog({
    title: text.languagesDisconnect,
    message: text.languagesDisconnectMessage.replace('{name}', namesOf(site, [site.original])),
    confirmText: text.languagesDisconnect,
  });
  if (answer !== 'confirmed') return;
  try {
    const connected = await disconnectTranslation();
    show({ ...site, connected }, connected ? text.languagesConnected : text.languagesDisconnected);
  } catch (error) {
    await alertDialog({ title: text.languagesNotDisconnected, message: messageOf(error) });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
