// The form block (spec 000 §4, §5, §8): idle → locked while submitting ("Submitting…", a second
// submit ignored) → success (a redirect, or the submission message in place of the form) or failure
// (errors shown above their fields and at the top, focused; captcha reset; the form unlocked, with
// everything the visitor typed still there). Fields marked in error put the spec's two notices above
// and below the form, so a visitor at either end knows which way the errors are.

import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { pageFields } from '../../analytics/page-fields';
import { reportError } from '../../core/errors';
import { type FieldErrors, FormSubmissionError, submitForm } from '../../core/form-submission';
import type { PageContext } from '../../core/page-context';
import type { PlacesOffer } from '../../core/places';
import { sanitizeHtml } from '../../core/sanitize';
import { isSafeNavigationUrl } from '../../core/url';
import {
  formCaptchaIncomplete,
  formCaptchaUnavailable,
  formInvalidFields,
  formProblemAbove,
  formProblemBelow,
  formSubmitting,
  formUnparsableFields,
} from '../../platform/strings';
import { type CaptchaWidget, renderCaptcha } from './captcha';
import { Field } from './Field';
import type { FormProps } from './model';
import { validate } from './validate';
import { readValues, unparsableFields } from './values';

export interface FormIslandProps extends FormProps {
  /** The page this form is on, for the submission's page fields. */
  page: PageContext;
  /** The site's offer of address suggestions, when it makes one and the form has an address. */
  places?: PlacesOffer;
}

type Phase = 'idle' | 'submitting' | 'done';

export function Form(props: FormIslandProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const captcha = useCaptcha(props);

  // A new failure with the same text moves focus to it again: `errors` is a new object each time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: errors is there to refocus, not read
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message, errors]);
  useEffect(() => {
    if (phase === 'done') doneRef.current?.focus();
  }, [phase]);

  const fail = (text: string, fieldErrors: FieldErrors = {}): void => {
    setErrors(fieldErrors);
    setMessage(text);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy.current || !formRef.current) return;
    const values = readValues(props.fields, new FormData(formRef.current));
    const invalid = validate(props.fields, values);
    if (Object.keys(invalid).length > 0) return fail(formInvalidFields, invalid);
    const unparsable = unparsableFields(props.fields, values);
    if (Object.keys(unparsable).length > 0) return fail(formUnparsableFields, unparsable);
    const captchaKey = captcha.widget?.response();
    if (props.captcha && !captchaKey) return fail(formCaptchaIncomplete);
    busy.current = true;
    setPhase('submitting');
    try {
      await submitForm({
        formId: props.formId,
        collectionId: props.collectionId,
        objectName: props.objectName,
        isOverlayForm: props.isOverlayForm,
        submitButtonText: props.submitButtonText,
        form: values,
        captchaKey,
        page: pageFields(props.page),
      });
      succeed();
    } catch (error) {
      const failure = error instanceof FormSubmissionError ? error : new FormSubmissionError(String(error));
      captcha.widget?.reset();
      busy.current = false;
      setPhase('idle');
      fail(failure.message, failure.fieldErrors);
    }
  }

  function succeed(): void {
    const target = redirectTarget(props.redirectUrl);
    if (target) window.location.assign(target);
    else setPhase('done');
  }

  if (phase === 'done') {
    return (
      <div
        className="sr-form sr-form--done"
        ref={doneRef}
        tabIndex={-1}
        role="status"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's success message, sanitized by sanitizeHtml (DOMPurify)
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(props.submissionHtml) }}
      />
    );
  }

  const locked = phase === 'submitting';
  const fieldsWithErrors = props.fields.filter((field) => errors[field.id]);
  const marked = message !== undefined && fieldsWithErrors.length > 0;
  return (
    <form
      className="sr-form"
      ref={formRef}
      // Without its island the browser would send it: never with what was typed in the address.
      method="post"
      noValidate
      aria-labelledby={props.title ? `${id}title` : undefined}
      aria-busy={locked || undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      {/* The spec's notices sit above and below the form (spec 000 §8): each is drawn in the same render as
          the message, never as the visitor scrolls, so nothing moves under the pointer afterwards. */}
      {marked && <p className="sr-form__notice">{formProblemAbove}</p>}
      {props.title && (
        <h2 className="sr-form__title" id={`${id}title`}>
          {props.title}
        </h2>
      )}
      <div className="sr-form__message" ref={messageRef} tabIndex={-1} role="alert" hidden={!message}>
        {message}
        {fieldsWithErrors.length > 0 && (
          <ul className="sr-form__error-list">
            {fieldsWithErrors.map((field) => (
              <li key={field.id}>
                <a href={`#${id}${field.id}`} onClick={(event) => focusField(event, `${id}${field.id}`)}>
                  {field.title || field.id}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {props.fields.map((field) => (
        <Field key={field.id} field={field} idBase={`${id}${field.id}`} error={errors[field.id]} locked={locked} places={props.places} />
      ))}
      {props.captcha && (
        <div className="sr-form__captcha">
          <div className="sr-form__captcha-widget" ref={captcha.containerRef} />
          {captcha.error && (
            <p className="sr-form__error" role="alert">
              {captcha.error}
            </p>
          )}
        </div>
      )}
      <button
        className="sr-form__submit"
        type="submit"
        // Locked while sending, not disabled: focus stays on it. A second submit is ignored.
        disabled={props.captcha?.bindsButton === true && !captcha.done}
        aria-disabled={locked || undefined}
      >
        {locked ? formSubmitting : props.submitButtonText}
      </button>
      {/* Below the button, so it never moves the button the visitor may be clicking (above it, a notice
          pushed Send from under the pointer, and the click landed on the notice). */}
      {marked && <p className="sr-form__notice">{formProblemBelow}</p>}
    </form>
  );
}

/** Only http(s) addresses (or ones on this site) are followed; anything else stays on the page. */
export function redirectTarget(url: string | undefined): string | undefined {
  if (!url || !isSafeNavigationUrl(url)) return undefined;
  try {
    const target = new URL(url, window.location.href);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target.href : undefined;
  } catch {
    return undefined;
  }
}

interface CaptchaState {
  containerRef: React.RefObject<HTMLDivElement | null>;
  widget: CaptchaWidget | undefined;
  done: boolean;
  error: string | undefined;
}

/** Loads the provider and draws the widget once the island is live (never on the server). */
function useCaptcha(props: FormProps): CaptchaState {
  const containerRef = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<CaptchaWidget>();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const settings = props.captcha;
  useEffect(() => {
    const container = containerRef.current;
    if (!settings || !container) return;
    let live = true;
    renderCaptcha(container, settings.siteKey, settings.scriptUrl, (value) => live && setDone(value)).then(
      (drawn) => live && setWidget(drawn),
      (failure: unknown) => {
        reportError(failure, `captcha:${props.formId}`);
        if (live) setError(formCaptchaUnavailable);
      },
    );
    return () => {
      live = false;
      container.replaceChildren();
    };
  }, [settings, props.formId]);
  return { containerRef, widget, done, error };
}

/** A link in the error list takes focus to its field's first control: the fragment alone would only
 *  scroll to the field's box, which cannot take focus, and leave a screen reader on the link. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const control = document.getElementById(fieldId)?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
  if (!control) return;
  event.preventDefault();
  control.focus();
}
