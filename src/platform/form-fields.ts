// Form data (spec 001 §2, §3; parts from spec 000 §3): field types, the properties the editor lets an owner
// change on each, the parts of multi-part fields, and the form editor's tabs.

import { defineEnum, type EnumValue } from './enum';

/** The field types as a plain table. A form's light part checks its fields with `isFormFieldType` and so
 *  carries neither the enum helper nor its tables: every form page runs it before the first touch. */
const FIELD_TYPES = {
  TEXT: 'text',
  TEXTAREA: 'textarea',
  EMAIL: 'email',
  NUMBER: 'number',
  WEBSITE: 'website',
  CURRENCY: 'currency',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  DATE: 'date',
  TIME: 'time',
  NAME: 'name',
  ADDRESS: 'address',
  PHONE: 'phone',
  SECTION: 'section',
  RADIO: 'radio',
  CHECKBOX: 'checkbox',
  SELECT: 'select',
  LIKERT: 'likert',
  HIDDEN: 'hidden',
} as const;

export const FORM_FIELD_TYPES = /* @__PURE__ */ defineEnum(FIELD_TYPES);
export type FormFieldType = EnumValue<typeof FORM_FIELD_TYPES>;

const FIELD_TYPE_VALUES: readonly string[] = /* @__PURE__ */ Object.values(FIELD_TYPES);

export function isFormFieldType(value: unknown): value is FormFieldType {
  return typeof value === 'string' && FIELD_TYPE_VALUES.includes(value);
}

export const FORM_FIELD_PROPERTIES = /* @__PURE__ */ defineEnum({
  DESCRIPTION: 'description',
  PLACEHOLDER: 'placeholder',
  REQUIRED: 'required',
  CURRENCY_SYMBOL: 'currencySymbol',
  SHOW_COUNTRY_CODE: 'showCountryCode',
  UNDERLINE: 'underline',
  OPTIONS: 'options',
  KEY: 'key',
  VALUE: 'value',
  MAX_LENGTH: 'maxLength',
});
export type FormFieldProperty = EnumValue<typeof FORM_FIELD_PROPERTIES>;

// The spec's phone row reads "adds showCountryCode"; read here as the row above it (description, required)
// plus showCountryCode, since a phone field is edited like the other structured fields.
export const FORM_FIELD_EDITABLE_PROPERTIES = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required'],
  email: ['description', 'placeholder', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  phone: ['description', 'required', 'showCountryCode'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
} as const satisfies Record<FormFieldType, readonly FormFieldProperty[]>;

/** Textarea also gets maxLength, but only when the form-handler feature flag is on (flag name not shown). */
export const FORM_FIELD_FLAGGED_PROPERTIES = {
  textarea: ['maxLength'],
} as const satisfies Partial<Record<FormFieldType, readonly FormFieldProperty[]>>;

export function editablePropertiesOf(type: FormFieldType, options: { formHandlerFlag?: boolean } = {}): readonly FormFieldProperty[] {
  const base: readonly FormFieldProperty[] = FORM_FIELD_EDITABLE_PROPERTIES[type];
  if (options.formHandlerFlag === true && type === 'textarea') {
    return [...base, ...FORM_FIELD_FLAGGED_PROPERTIES.textarea];
  }
  return base;
}

/** The named parts of multi-part fields (spec 000 §3), in the spec's order and spelling. */
export const FORM_FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const satisfies Partial<Record<FormFieldType, readonly string[]>>;

export type MultiPartType = keyof typeof FORM_FIELD_PARTS;
/** A part as `type.Part`: `address.Line2`. */
export type FormFieldPart = { [T in MultiPartType]: `${T}.${(typeof FORM_FIELD_PARTS)[T][number]}` }[MultiPartType];

/** A multi-part type's parts with their `type.Part` keys, in order. */
export function partsOf(type: MultiPartType): ReadonlyArray<{ part: string; key: FormFieldPart }> {
  // TypeScript cannot pair each type with its own parts through the union: the table's type is the proof.
  return FORM_FIELD_PARTS[type].map((part: string) => ({ part, key: `${type}.${part}` as FormFieldPart }));
}

/** Parts a required multi-part field may leave empty (a second address line, a country code, seconds):
 *  the host's rule, which the spec does not state; the fixture server applies the same (a test ties them). */
export const FORM_FIELD_OPTIONAL_PARTS: readonly FormFieldPart[] = ['address.Line2', 'phone.Country', 'time.Second'];

export const FORM_EDITOR_TABS = /* @__PURE__ */ defineEnum({
  BUILD: 'build',
  STORAGE: 'storage',
  ADVANCED: 'advanced',
  CAPTCHA: 'captcha',
  DISCLAIMER: 'disclaimer',
});
export type FormEditorTab = EnumValue<typeof FORM_EDITOR_TABS>;
