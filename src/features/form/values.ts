// What a form sends: each field's value read from the form's inputs, in the shapes the host stores
// (fixtures/forms.mjs has the table). Inputs are uncontrolled, so what the visitor typed before the
// island woke is read like the rest.

import { FORM_FIELD_OPTIONAL_PARTS, FORM_FIELD_PARTS } from '../../platform/form-fields';
import { type FormField, isMultiPart } from './model';

export type FieldValue = string | string[] | Record<string, string>;
export type FormValues = Record<string, FieldValue>;

/** Parts a required multi-part field may leave empty. */
export const OPTIONAL_PARTS: ReadonlySet<string> = new Set(FORM_FIELD_OPTIONAL_PARTS);

/** Likert answers, from strongly disagree (-2) to strongly agree (2). */
export const LIKERT_SCALE = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

/** The input name of a field's part, option row or the field itself. */
export const inputName = (field: FormField, part?: string | number): string => (part === undefined ? field.id : `${field.id}.${part}`);

export function readValues(fields: readonly FormField[], data: FormData): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = readValue(field, data);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

function readValue(field: FormField, data: FormData): FieldValue | undefined {
  const get = (name: string): string => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (field.type === 'section') return undefined;
  if (field.type === 'hidden') return field.value ?? '';
  if (field.type === 'checkbox') return data.getAll(inputName(field)).filter((value): value is string => typeof value === 'string');
  if (field.type === 'likert')
    return Object.fromEntries(field.options.map((statement, index) => [statement, get(inputName(field, index))]));
  if (isMultiPart(field.type)) return FORM_FIELD_PARTS[field.type].map((part) => get(inputName(field, part)));
  return get(inputName(field));
}

/** The parts of a date or a time the host stores as numbers: typed as text, so "June" can reach them. */
const NUMERIC_PARTS: ReadonlySet<string> = new Set(['date.Month', 'date.Day', 'date.Year', 'time.Hour', 'time.Minute', 'time.Second']);
const NUMBER = /^\s*\d*\s*$/;
// The spec gives a form-wide text only ("Could not parse the form fields"); the field's own is ours.
export const numbersOnlyMessage = (title: string): string => `${title || 'This field'} takes numbers only.`;

/** Field id → why its value cannot be read as the host stores it: a date or time part that is not a
 *  number. The form then says "Could not parse the form fields" (spec 000 §8) instead of sending. */
export function unparsableFields(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.id];
    if ((field.type !== 'date' && field.type !== 'time') || !Array.isArray(value)) continue;
    const parts: readonly string[] = FORM_FIELD_PARTS[field.type];
    const unreadable = parts.some((part, index) => NUMERIC_PARTS.has(`${field.type}.${part}`) && !NUMBER.test(value[index] ?? ''));
    if (unreadable) errors[field.id] = numbersOnlyMessage(field.title);
  }
  return errors;
}

/** Whether a value counts as filled in, for the required rule. */
export function isFilled(field: FormField, value: FieldValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) {
    if (!isMultiPart(field.type)) return value.length > 0;
    const parts = FORM_FIELD_PARTS[field.type];
    return value.every((part, index) => part.trim() !== '' || OPTIONAL_PARTS.has(`${field.type}.${parts[index]}`));
  }
  return Object.values(value).every((answer) => answer !== '');
}
