import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertDialog, confirmDialog, DIALOG, informationDialog } from '../../src/core/dialogs';

// jsdom has <dialog> but none of its methods: what the browser does with `open`, by hand.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset['modal'] = 'true';
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  document.body.innerHTML = '<button id="before">Checkout</button>';
  document.querySelector<HTMLElement>('#before')?.focus();
  vi.useFakeTimers();
});

afterEach(() => vi.useRealTimers());

const shown = (): HTMLDialogElement => document.querySelector('dialog.sr-dialog') as HTMLDialogElement;
const buttons = (): string[] => [...shown().querySelectorAll('button')].map((node) => node.textContent ?? '');
const press = (name: string): void => [...shown().querySelectorAll('button')].find((node) => node.textContent === name)?.click();

describe('confirmDialog', () => {
  it.each([
    ['confirm-or-reject', ['No', 'Yes']],
    ['confirm-or-cancel', ['Cancel', 'Confirm']],
    ['confirm-only', ['OK']],
    ['no-buttons', ['Close']],
  ] as const)('%s offers %j', (style, labels) => {
    void confirmDialog({ message: 'Remove this language?', style });
    expect(buttons()).toEqual(labels);
    expect(shown().getAttribute('role')).toBe('alertdialog');
    expect(shown().dataset['modal']).toBe('true');
  });

  it('resolves with the choice once hidden (600 ms at the latest), and gives focus back', async () => {
    const result = confirmDialog({ title: 'Disconnect', message: 'Disconnect the translation provider?', style: 'confirm-or-reject' });
    expect(document.activeElement?.textContent).toBe('Yes');
    expect(shown().getAttribute('aria-labelledby')).toMatch(/-title$/);
    press('No');
    expect(shown().classList.contains('sr-dialog--hiding')).toBe(true);
    await vi.advanceTimersByTimeAsync(DIALOG.hideFallbackMs);
    await expect(result).resolves.toBe('rejected');
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('before');
  });

  it("is cancelled by Escape (the dialog's cancel event)", async () => {
    const result = confirmDialog({ message: 'Sure?' });
    shown().dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.advanceTimersByTimeAsync(DIALOG.hideFallbackMs);
    await expect(result).resolves.toBe('cancelled');
  });

  it('refuses a style spec 001 §4 does not name', () => {
    expect(() => confirmDialog({ message: 'x', style: 'maybe' as 'confirm-only' })).toThrow('Unknown confirmation style "maybe"');
  });
});

describe('alertDialog', () => {
  it('is an alertdialog named by its message with one OK button', async () => {
    const done = alertDialog({ message: 'We cannot continue to checkout.' });
    expect(shown().getAttribute('aria-label')).toBe('We cannot continue to checkout.');
    expect(buttons()).toEqual(['OK']);
    press('OK');
    shown().dispatchEvent(new Event('animationend'));
    await expect(done).resolves.toBeUndefined();
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('informationDialog', () => {
  it('is not modal, leaves focus alone and hides itself after 2000 ms', async () => {
    const done = informationDialog({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
    expect(shown().dataset['modal']).toBeUndefined();
    expect(shown().querySelector('[role="status"]')?.textContent).toBe('You have been successfully logged out.');
    expect(document.activeElement?.id).toBe('before');
    await vi.advanceTimersByTimeAsync(DIALOG.informationMs - 1);
    expect(shown()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1 + DIALOG.hideFallbackMs);
    await expect(done).resolves.toBeUndefined();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('stays while focus is in it, and goes 2000 ms after focus leaves (WCAG 2.2.1)', async () => {
    const done = informationDialog({ message: 'Saved.' });
    shown().querySelector<HTMLButtonElement>('.sr-dialog__close')?.focus();
    await vi.advanceTimersByTimeAsync(DIALOG.informationMs * 3);
    expect(shown()).not.toBeNull();
    document.getElementById('before')?.focus();
    await vi.advanceTimersByTimeAsync(DIALOG.informationMs - 1);
    expect(shown()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1 + DIALOG.hideFallbackMs);
    await expect(done).resolves.toBeUndefined();
  });

  it('goes at Escape', async () => {
    const done = informationDialog({ message: 'Saved.' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await vi.advanceTimersByTimeAsync(DIALOG.hideFallbackMs);
    await expect(done).resolves.toBeUndefined();
  });
});
