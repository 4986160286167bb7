// The newsletter block (51): a sign-up form on the form submission path, laid out in one row that
// stacks in a container under 320 px (a CSS container query: right before any JavaScript runs). Field
// errors show above their fields, without the general message forms add (spec 000 §5).

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { pageFields } from '../../analytics/page-fields';
import { emailInvalidMessage, isValidEmailField } from '../../core/email';
import { type FieldErrors, FormSubmissionError, submitForm } from '../../core/form-submission';
import type { PageContext } from '../../core/page-context';
import { sanitizeHtml } from '../../core/sanitize';
import { formSubmitting } from '../../platform/strings';
import type { NewsletterProps } from './props';

export interface NewsletterIslandProps extends NewsletterProps {
  page: PageContext;
}

const EMAIL_EXAMPLE = 'user@domain.com';

export function Newsletter(props: NewsletterIslandProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (phase === 'done') doneRef.current?.focus();
  }, [phase]);
  // A new failure with the same text moves focus to it again: `errors` is a new object each time.
  // Field errors without a message: focus goes to the first field in error, which names it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: errors is there to refocus, not read
  useEffect(() => {
    if (message) messageRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [message, errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy.current || !formRef.current) return;
    const data = new FormData(formRef.current);
    const email = String(data.get('email') ?? '');
    if (!isValidEmailField(email, true)) {
      setMessage(undefined);
      return setErrors({ [props.emailFieldId]: emailInvalidMessage(EMAIL_EXAMPLE) });
    }
    const form: Record<string, unknown> = { [props.emailFieldId]: email };
    if (props.nameFieldId) form[props.nameFieldId] = [String(data.get('first') ?? ''), String(data.get('last') ?? '')];
    busy.current = true;
    setPhase('submitting');
    try {
      await submitForm({
        formId: props.formId,
        collectionId: props.collectionId,
        objectName: props.objectName ?? props.title ?? '',
        isOverlayForm: props.isOverlayForm === true,
        submitButtonText: props.buttonText,
        form,
        page: pageFields(props.page),
      });
      setPhase('done');
    } catch (error) {
      const failure = error instanceof FormSubmissionError ? error : new FormSubmissionError(String(error));
      busy.current = false;
      setPhase('idle');
      const fieldErrors = failure.fieldErrors;
      setErrors(fieldErrors);
      // Field errors speak for themselves here: no general message (spec 000 §5).
      setMessage(Object.keys(fieldErrors).length > 0 ? undefined : failure.message);
    }
  }

  if (phase === 'done') {
    return (
      <div
        className="sr-newsletter sr-newsletter--done"
        ref={doneRef}
        tabIndex={-1}
        role="status"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's success message, sanitized by sanitizeHtml (DOMPurify)
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(props.submissionHtml) }}
      />
    );
  }

  const locked = phase === 'submitting';
  const emailError = errors[props.emailFieldId];
  const nameError = props.nameFieldId ? errors[props.nameFieldId] : undefined;
  return (
    <div className="sr-newsletter">
      <form
        className="sr-newsletter__form"
        ref={formRef}
        // Without its island the browser would send it: never with what was typed in the address.
        method="post"
        noValidate
        aria-labelledby={props.title ? `${id}title` : undefined}
        aria-describedby={props.description ? `${id}description` : undefined}
        aria-busy={locked || undefined}
        onSubmit={(event) => void onSubmit(event)}
      >
        {props.title && (
          <h2 className="sr-newsletter__title" id={`${id}title`}>
            {props.title}
          </h2>
        )}
        {props.description && (
          <p className="sr-newsletter__description" id={`${id}description`}>
            {props.description}
          </p>
        )}
        <p className="sr-newsletter__message" ref={messageRef} tabIndex={-1} role="alert" hidden={!message}>
          {message}
        </p>
        <div className="sr-newsletter__row">
          {props.nameFieldId && (
            <>
              <Input
                id={`${id}first`}
                name="first"
                label="First Name"
                autoComplete="given-name"
                error={nameError}
                errorId={`${id}name-error`}
                locked={locked}
              />
              <Input
                id={`${id}last`}
                name="last"
                label="Last Name"
                autoComplete="family-name"
                error={nameError}
                errorId={`${id}name-error`}
                // The name's one error is shown above First Name, and read with both.
                showsError={false}
                locked={locked}
              />
            </>
          )}
          <Input
            id={`${id}email`}
            name="email"
            label="Email Address"
            type="email"
            autoComplete="email"
            required
            error={emailError}
            errorId={`${id}email-error`}
            locked={locked}
          />
          {/* Sending locks the form without disabling it: a disabled control loses focus, and the
              visitor their place (Enter in the email field, or on the button). A second submit is ignored. */}
          <button className="sr-newsletter__submit" type="submit" aria-disabled={locked || undefined}>
            {locked ? formSubmitting : props.buttonText}
          </button>
        </div>
        {props.footnoteHtml && (
          <div
            className="sr-newsletter__footnote"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's note, sanitized by sanitizeHtml (DOMPurify)
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(props.footnoteHtml) }}
          />
        )}
      </form>
    </div>
  );
}

interface InputProps {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
  error: string | undefined;
  errorId: string;
  /** Whether this field shows the error above it (a field sharing another's error only points to it). */
  showsError?: boolean;
  /** Read-only while the form is sent. */
  locked: boolean;
}

function Input({ id, name, label, type = 'text', autoComplete, required = false, error, errorId, showsError = true, locked }: InputProps) {
  return (
    <span className="sr-newsletter__field">
      {error && showsError && (
        <span className="sr-newsletter__error" id={errorId}>
          {error}
        </span>
      )}
      <label className="sr-newsletter__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="sr-newsletter__input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        readOnly={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </span>
  );
}
