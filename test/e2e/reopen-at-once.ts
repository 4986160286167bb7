// Shuts a modal dialog and opens it again before its `close` event (a task after the closing) has come:
// how a quick visitor on a busy page meets it. Resolves once that event has been handled.

import type { Locator } from '@playwright/test';

/** Clicks `close`, then `open`, inside `scope`, each click's render settled but in the same task. */
export async function reopenAtOnce(scope: Locator, close: string, open: string): Promise<void> {
  await scope.evaluate(
    async (node, [closeSelector, openSelector]) => {
      const shown = node.querySelector('dialog[open]');
      if (!shown) throw new Error('no open dialog');
      const closed = new Promise((resolve) => shown.addEventListener('close', resolve, { once: true }));
      const settle = async (): Promise<void> => {
        for (let turn = 0; turn < 10; turn += 1) await null;
      };
      node.querySelector<HTMLElement>(closeSelector)?.click();
      await settle();
      node.querySelector<HTMLElement>(openSelector)?.click();
      await settle();
      await closed;
      await new Promise((resolve) => setTimeout(resolve));
    },
    [close, open] as const,
  );
}
