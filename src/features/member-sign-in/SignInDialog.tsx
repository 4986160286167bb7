// The member sign-in dialog: opened when the host answers a call with loginRequired, or when a member
// area asks for it. It signs the member in (spec 001 §7) and closes; the visitor then does again what
// they were doing, as the member, with nothing on the page lost. A modal <dialog> by the WAI-ARIA
// dialog pattern: focus goes to the first field, Escape and Cancel close, focus returns to the opener.

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../core/api';
import { informationDialog } from '../../core/dialogs';
import { emailInvalidMessage, isValidEmail } from '../../core/email';
import { reportError } from '../../core/errors';
import { trapFocus } from '../../core/focus-trap';
import { signIn } from '../../core/member-session';
import { track } from '../../core/tracking';
import * as strings from '../../platform/strings';

export interface SignInProps {
  /** The call the host answered with loginRequired. */
  url: string;
  /** Takes the dialog off the page (unmarked.ts). */
  close(): void;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

const EMAIL_EXAMPLE = 'user@domain.com';

export function SignInDialog({ url, close }: SignInProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, for the call that asked
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (!node.open) node.showModal();
    // Traced: which calls ask visitors to sign in, and (below) how many then do.
    track({ kind: 'trace', type: 'login-required', data: { url } });
    // Chrome lets Tab leave a modal dialog for its own toolbar: the pattern keeps it inside.
    const trap = trapFocus({ container: node });
    node.addEventListener('keydown', trap);
    return () => {
      node.removeEventListener('keydown', trap);
      // Taken down from outside (the runtime destroyed): the opener gets focus back all the same.
      node.close();
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = new FormData(event.currentTarget);
    const credentials = {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      rememberMe: form.get('rememberMe') === 'on',
    };
    const errors = validate(credentials.email, credentials.password);
    setFieldErrors(errors);
    setError('');
    if (errors.email || errors.password) return (errors.email ? email : password).current?.focus();
    sendingRef.current = true;
    setSending(true);
    try {
      await signIn(credentials);
      track({ kind: 'trace', type: 'member-signed-in', data: { url } });
      dialog.current?.close();
      close();
      void informationDialog({ message: strings.memberSignedIn });
    } catch (reason) {
      // The host's own words for a refused sign-in; the data layer's for a failed call. Anything else
      // (an answer without its token) is the console's to explain, never the visitor's to read.
      if (!isApiError(reason)) reportError(reason, 'member-sign-in');
      setError(isApiError(reason) ? reason.message : strings.dataUnableToConnect);
      password.current?.select();
      password.current?.focus();
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const cancel = (): void => {
    dialog.current?.close();
    close();
  };

  return (
    <dialog
      ref={dialog}
      className="sr-dialog sr-sign-in"
      aria-labelledby={`${id}title`}
      aria-describedby={`${id}intro`}
      onCancel={(event) => {
        // Finished at once: the close event comes a task after Chrome has given focus back.
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id={`${id}title`} className="sr-dialog__title">
        {strings.memberSignInTitle}
      </h2>
      <p id={`${id}intro`} className="sr-dialog__message">
        {strings.memberSignInIntro}
      </p>
      <form method="post" noValidate onSubmit={onSubmit} aria-busy={sending}>
        <Field id={`${id}email`} label={strings.memberSignInEmail} error={fieldErrors.email}>
          <input
            ref={email}
            id={`${id}email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? `${id}email-error` : undefined}
          />
        </Field>
        <Field id={`${id}password`} label={strings.memberSignInPassword} error={fieldErrors.password}>
          <input
            ref={password}
            id={`${id}password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${id}password-error` : undefined}
          />
        </Field>
        <label className="sr-sign-in__remember">
          <input name="rememberMe" type="checkbox" /> {strings.memberSignInRemember}
        </label>
        <p role="alert" className="sr-sign-in__error">
          {error}
        </p>
        <div className="sr-dialog__buttons">
          <button type="button" onClick={cancel}>
            {strings.memberSignInCancel}
          </button>
          <button type="submit" aria-disabled={sending}>
            {sending ? strings.memberSignInSending : strings.memberSignInSubmit}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="sr-sign-in__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="sr-sign-in__field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function validate(email: string, password: string): FieldErrors {
  return {
    ...(isValidEmail(email) ? {} : { email: emailInvalidMessage(EMAIL_EXAMPLE) }),
    ...(password === '' ? { password: strings.memberSignInPasswordMissing } : {}),
  };
}
