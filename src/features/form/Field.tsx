// One form field, drawn for its type (spec 000 §3, spec 001 §3). Every input has a real label; the
// description and the error are tied to it with aria-describedby; an error shows above the field and
// sets aria-invalid. Multi-part and choice fields are fieldsets named by their legend.

import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { PlacesOffer } from '../../core/places';
import { type FormFieldPart, type MultiPartType, partsOf } from '../../platform/form-fields';
import { textareaCharacterLimit } from '../../platform/strings';
import { AddressLine1 } from './AddressLine1';
import { type FormField, isMultiPart } from './model';
import { inputName, LIKERT_SCALE, OPTIONAL_PARTS } from './values';

/** Every part of FORM_FIELD_PARTS has its label: a part added there without one does not compile. */
const PART_LABELS: Record<FormFieldPart, string> = {
  'name.First': 'First Name',
  'name.Last': 'Last Name',
  'phone.Country': 'Country code',
  'phone.Areacode': 'Area code',
  'phone.Prefix': 'Prefix',
  'phone.Line': 'Line',
  'address.Line1': 'Address Line 1',
  'address.Line2': 'Address Line 2',
  'address.City': 'City',
  'address.State': 'State',
  'address.Zip': 'Zip Code',
  'address.Country': 'Country',
  'date.Month': 'Month',
  'date.Day': 'Day',
  'date.Year': 'Year',
  'time.Hour': 'Hour',
  'time.Minute': 'Minute',
  'time.Second': 'Second',
  'time.Ampm': 'AM/PM',
};

const INPUT_TYPES: Record<string, string> = { email: 'email', number: 'number', website: 'url', password: 'password', currency: 'text' };

interface FieldProps {
  field: FormField;
  /** Prefix for this field's element ids (from useId, so server and client agree). */
  idBase: string;
  error: string | undefined;
  /** While the form is sent: text is read-only (a disabled control would lose focus, and the visitor
   *  their place); what cannot be read-only (a select, a group of choices) is disabled. */
  locked: boolean;
  /** The site's offer of address suggestions, when it makes one. */
  places?: PlacesOffer | undefined;
}

export function Field({ field, idBase, error, locked, places }: FieldProps) {
  const ids = { input: `${idBase}-input`, description: `${idBase}-description`, error: `${idBase}-error` };
  const describedBy =
    [error ? ids.error : undefined, field.description ? ids.description : undefined].filter(Boolean).join(' ') || undefined;
  const a11y = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;

  if (field.type === 'hidden') return <input type="hidden" name={inputName(field)} value={field.value ?? ''} />;
  if (field.type === 'section') {
    return (
      <div className={`sr-form__section${field.underline ? ' sr-form__section--underline' : ''}`}>
        <h3 className="sr-form__section-title">{field.title}</h3>
        {field.description && <p className="sr-form__description">{field.description}</p>}
      </div>
    );
  }

  const errorText = error && (
    <p className="sr-form__error" id={ids.error}>
      {error}
    </p>
  );
  const description = field.description && (
    <p className="sr-form__description" id={ids.description}>
      {field.description}
    </p>
  );
  const title = (
    <>
      {field.title}
      {field.required && (
        <span className="sr-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );

  if (isMultiPart(field.type) || field.type === 'radio' || field.type === 'checkbox' || field.type === 'likert') {
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-required is set only with role radiogroup, which supports it
      <fieldset
        className={`sr-form__field sr-form__field--${field.type}`}
        id={idBase}
        // A radio field is one choice: a radiogroup, which can say it is required. Other groups say it
        // on their inputs.
        role={field.type === 'radio' ? 'radiogroup' : undefined}
        aria-required={field.type === 'radio' && field.required ? true : undefined}
        aria-describedby={describedBy}
        aria-invalid={a11y['aria-invalid']}
        disabled={locked && !isMultiPart(field.type)}
      >
        <legend className="sr-form__label">{title}</legend>
        {errorText}
        {description}
        {isMultiPart(field.type) && <Parts field={field} type={field.type} idBase={idBase} places={places} locked={locked} />}
        {(field.type === 'radio' || field.type === 'checkbox') && <Choices field={field} idBase={idBase} />}
        {field.type === 'likert' && <Likert field={field} idBase={idBase} />}
      </fieldset>
    );
  }

  return (
    <div className={`sr-form__field sr-form__field--${field.type}`} id={idBase}>
      <label className="sr-form__label" htmlFor={ids.input}>
        {title}
      </label>
      {errorText}
      {description}
      {field.type === 'textarea' ? (
        <Textarea field={field} id={ids.input} a11y={a11y} idBase={idBase} locked={locked} />
      ) : field.type === 'select' ? (
        <select
          className="sr-form__select"
          id={ids.input}
          name={inputName(field)}
          required={field.required}
          disabled={locked}
          defaultValue=""
          {...a11y}
        >
          <option value="">Select an option</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <Affixed field={field}>
          <input
            className="sr-form__input"
            id={ids.input}
            name={inputName(field)}
            type={INPUT_TYPES[field.type] ?? 'text'}
            inputMode={field.type === 'currency' ? 'decimal' : undefined}
            autoComplete={field.type === 'email' ? 'email' : field.type === 'password' ? 'off' : undefined}
            placeholder={field.placeholder}
            required={field.required}
            readOnly={locked}
            {...a11y}
          />
        </Affixed>
      )}
    </div>
  );
}

/** The currency symbol or twitter's @ before the input. */
function Affixed({ field, children }: { field: FormField; children: ReactNode }) {
  const prefix = field.type === 'currency' ? (field.currencySymbol ?? '') : field.type === 'twitter' ? '@' : '';
  if (!prefix) return children;
  return (
    <span className="sr-form__affixed">
      <span className="sr-form__prefix" aria-hidden="true">
        {prefix}
      </span>
      {children}
    </span>
  );
}

interface PartsProps {
  field: FormField;
  type: MultiPartType;
  idBase: string;
  places: PlacesOffer | undefined;
  locked: boolean;
}

function Parts({ field, type, idBase, places, locked }: PartsProps) {
  const parts = partsOf(type).filter(({ key }) => key !== 'phone.Country' || field.showCountryCode);
  return (
    <div className="sr-form__parts">
      {parts.map(({ part, key }) => {
        const id = `${idBase}-${part}`;
        const required = field.required && !OPTIONAL_PARTS.has(key);
        return (
          <span className={`sr-form__part sr-form__part--${part.toLowerCase()}`} key={part}>
            <label htmlFor={id}>{PART_LABELS[key]}</label>
            {key === 'address.Line1' && places ? (
              <AddressLine1 field={field} id={id} required={required} places={places} locked={locked} />
            ) : key === 'time.Ampm' ? (
              <select
                className="sr-form__select"
                id={id}
                name={inputName(field, part)}
                required={required}
                disabled={locked}
                defaultValue="AM"
              >
                <option value="AM">AM</option>
                <option value="PM">PM</option>
              </select>
            ) : (
              <input
                className="sr-form__input"
                id={id}
                name={inputName(field, part)}
                type="text"
                inputMode={type === 'address' || type === 'name' ? undefined : 'numeric'}
                autoComplete={AUTOCOMPLETE[key]}
                required={required}
                readOnly={locked}
              />
            )}
          </span>
        );
      })}
    </div>
  );
}

const AUTOCOMPLETE: Partial<Record<FormFieldPart, string>> = {
  'name.First': 'given-name',
  'name.Last': 'family-name',
  'address.Line1': 'address-line1',
  'address.Line2': 'address-line2',
  'address.City': 'address-level2',
  'address.State': 'address-level1',
  'address.Zip': 'postal-code',
  'address.Country': 'country-name',
  'phone.Country': 'tel-country-code',
};

function Choices({ field, idBase }: { field: FormField; idBase: string }) {
  return (
    <div className="sr-form__choices">
      {field.options.map((option, index) => (
        <span className="sr-form__choice" key={option}>
          <input
            id={`${idBase}-${index}`}
            type={field.type === 'radio' ? 'radio' : 'checkbox'}
            name={inputName(field)}
            value={option}
            required={field.required && field.type === 'radio'}
          />
          <label htmlFor={`${idBase}-${index}`}>{option}</label>
        </span>
      ))}
    </div>
  );
}

function Likert({ field, idBase }: { field: FormField; idBase: string }) {
  return (
    <div className="sr-form__likert">
      {field.options.map((statement, row) => (
        <fieldset className="sr-form__likert-row" key={statement}>
          <legend>{statement}</legend>
          {LIKERT_SCALE.map((answer) => (
            <span className="sr-form__choice" key={answer.value}>
              <input
                id={`${idBase}-${row}-${answer.value}`}
                type="radio"
                name={inputName(field, row)}
                value={answer.value}
                required={field.required}
              />
              <label htmlFor={`${idBase}-${row}-${answer.value}`}>{answer.label}</label>
            </span>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

interface TextareaProps {
  field: FormField;
  id: string;
  idBase: string;
  locked: boolean;
  a11y: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** A textarea with a maximum length shows "n / max" beneath it, styled as an error when over. */
function Textarea({ field, id, idBase, locked, a11y }: TextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(0);
  // What the visitor typed before the island woke counts too.
  useEffect(() => setLength(ref.current?.value.length ?? 0), []);
  const max = field.maxLength;
  const over = max !== undefined && length > max;
  const counterId = `${idBase}-counter`;
  const describedBy = [a11y['aria-describedby'], max !== undefined ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <textarea
        ref={ref}
        className="sr-form__textarea"
        id={id}
        name={inputName(field)}
        placeholder={field.placeholder}
        required={field.required}
        readOnly={locked}
        aria-invalid={a11y['aria-invalid'] ?? (over || undefined)}
        aria-describedby={describedBy}
        onInput={(event) => setLength(event.currentTarget.value.length)}
      />
      {max !== undefined && (
        <p className={`sr-form__counter${over ? ' sr-form__counter--over' : ''}`} id={counterId}>
          <span>{`${length} / ${max}`}</span>
          {over && <span className="sr-form__counter-message">{` ${textareaCharacterLimit}`}</span>}
        </p>
      )}
    </>
  );
}
