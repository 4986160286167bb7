// The full-page system error overlay of spec 001 §8, as a WAI-ARIA alert dialog: focus moves into it,
// Tab stays inside, Escape or Clear dismisses it, Reload Page reloads.

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { SystemErrorData } from '../../core/events';
import { track } from '../../core/tracking';
import * as strings from '../../platform/strings';

export function SystemError(data: SystemErrorData) {
  const id = useId();
  const [open, setOpen] = useState(true);
  const dialog = useRef<HTMLDivElement>(null);
  const reload = useRef<HTMLButtonElement>(null);

  // Traced once shown: which failures visitors actually meet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per overlay, with what it showed first
  useEffect(() => track({ kind: 'trace', type: 'system-error', data }), []);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement;
    reload.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      trapFocus(event, dialog.current);
    }
  }

  return (
    <div className="sr-system-error" data-testid="system-error">
      <div
        ref={dialog}
        className="sr-system-error__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}t`}
        aria-describedby={`${id}d`}
        onKeyDown={onKeyDown}
      >
        <h2 className="sr-system-error__title" id={`${id}t`}>
          {strings.systemErrorTitle}
        </h2>
        <div id={`${id}d`}>
          <Details {...data} />
        </div>
        <div className="sr-system-error__actions">
          <button ref={reload} type="button" onClick={() => location.reload()}>
            {strings.systemErrorReload}
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            {strings.systemErrorClear}
          </button>
        </div>
      </div>
    </div>
  );
}

function Details({ cleaned, network, error, message, url, format }: SystemErrorData) {
  if (cleaned) return <p>{strings.systemErrorCleaned}</p>;
  if (network) return <p>{error ?? strings.systemErrorNetwork}</p>;
  return (
    <dl className="sr-system-error__details">
      {url && (
        <>
          <dt>URL</dt>
          <dd>{url}</dd>
        </>
      )}
      {format && (
        <>
          <dt>Format</dt>
          <dd>{format}</dd>
        </>
      )}
      <dt>Error</dt>
      <dd>{error ?? message ?? strings.dataUnableToConnect}</dd>
    </dl>
  );
}

function trapFocus(event: KeyboardEvent, dialog: HTMLElement | null): void {
  const buttons = dialog ? Array.from(dialog.querySelectorAll<HTMLElement>('button')) : [];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
