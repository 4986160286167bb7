// The form block's data (block type 9): the form as the host stores it (fields with the properties of
// spec 001 §3), what happens on success, and the captcha. Parsed strictly: a field the runtime does
// not know how to draw would be a field the visitor cannot fill.

import { isRecord } from '../../core/guards';
import type { PageContext } from '../../core/page-context';
import type { PlacesOffer } from '../../core/places';
import { isSafeScriptUrl } from '../../core/url';
import { FORM_FIELD_PARTS, type FormFieldType, isFormFieldType, type MultiPartType } from '../../platform/form-fields';

export interface FormField {
  id: string;
  type: FormFieldType;
  title: string;
  description?: string;
  required: boolean;
  placeholder?: string;
  options: string[];
  currencySymbol?: string;
  showCountryCode: boolean;
  underline: boolean;
  maxLength?: number;
  key?: string;
  value?: string;
}

interface CaptchaSettings {
  siteKey: string;
  /** The provider's script; the fixture site serves a stand-in with the same interface. */
  scriptUrl: string;
  /** The submit button stays disabled until the captcha is done. */
  bindsButton: boolean;
}

export interface FormProps {
  formId: string;
  collectionId?: string;
  objectName: string;
  /** The heading above the fields; empty for none. Our forms show their object name. */
  title: string;
  submitButtonText: string;
  isOverlayForm: boolean;
  fields: FormField[];
  captcha?: CaptchaSettings;
  /** Where to go after a successful submission; only http(s) or same-site addresses are followed. */
  redirectUrl?: string;
  /** Shown instead of the form after a successful submission (sanitized HTML). */
  submissionHtml: string;
  /** The form opens in a modal dialog behind a button with this text (the builder's lightbox form). */
  lightbox?: { buttonText: string };
}

const DEFAULT_CAPTCHA_SCRIPT = '/captcha/provider.js';
const DEFAULT_SUBMISSION_HTML = '<p>Thank you!</p>';

export function isMultiPart(type: FormFieldType): type is MultiPartType {
  return type in FORM_FIELD_PARTS;
}

export function parseForm(raw: unknown, context: PageContext = {}): FormProps {
  const data = record(raw, 'form: block data must be an object');
  const formId = text(data['formId']);
  if (!formId) throw new TypeError('form: "formId" must be a non-empty string');
  if (!Array.isArray(data['fields'])) throw new TypeError('form: "fields" must be a list');
  const captcha = data['captcha'] === undefined || data['captcha'] === null ? undefined : parseCaptcha(data['captcha']);
  const collectionId = text(data['collectionId']) ?? context.collection?.id ?? context.collectionId;
  const redirectUrl = text(data['redirectUrl']);
  const objectName = text(data['objectName']) ?? '';
  const lightbox = text(data['lightboxButtonText']);
  return {
    formId,
    ...(collectionId ? { collectionId } : {}),
    objectName,
    title: typeof data['title'] === 'string' ? data['title'].trim() : objectName,
    submitButtonText: text(data['submitButtonText']) ?? 'Submit',
    isOverlayForm: data['isOverlayForm'] === true,
    fields: data['fields'].map(parseField),
    ...(captcha ? { captcha } : {}),
    ...(redirectUrl ? { redirectUrl } : {}),
    submissionHtml: text(data['submissionHtml']) ?? DEFAULT_SUBMISSION_HTML,
    ...(lightbox ? { lightbox: { buttonText: lightbox.trim() } } : {}),
  };
}

/** Address suggestions are the site's choice (`websiteSettings.addressSuggestions: true`: the maps
 *  service is billed to the host); a form with an address field then carries the page's tracking context. */
export function addressSuggestions(form: FormProps, context: PageContext): { places?: PlacesOffer } {
  const offered = context.websiteSettings?.['addressSuggestions'] === true && form.fields.some((field) => field.type === 'address');
  return offered ? { places: { tracking: context['trackingContext'] } } : {};
}

function parseField(raw: unknown, index: number): FormField {
  const data = record(raw, `form: field ${index} must be an object`);
  const id = text(data['id']);
  const type = data['type'];
  if (!id) throw new TypeError(`form: field ${index} needs an "id"`);
  if (!isFormFieldType(type)) throw new TypeError(`form: field "${id}" has an unknown type ${JSON.stringify(type)}`);
  const options = Array.isArray(data['options']) ? data['options'].filter((option): option is string => typeof option === 'string') : [];
  const maxLength = data['maxLength'];
  return {
    id,
    type,
    title: text(data['title']) ?? '',
    ...optionalText(data, 'description'),
    required: data['required'] === true,
    ...optionalText(data, 'placeholder'),
    options,
    ...optionalText(data, 'currencySymbol'),
    showCountryCode: data['showCountryCode'] === true,
    underline: data['underline'] === true,
    ...(typeof maxLength === 'number' && Number.isInteger(maxLength) && maxLength > 0 ? { maxLength } : {}),
    ...optionalText(data, 'key'),
    ...(typeof data['value'] === 'string' ? { value: data['value'] } : {}),
  };
}

function parseCaptcha(raw: unknown): CaptchaSettings {
  const data = record(raw === true ? {} : raw, 'form: "captcha" must be an object');
  const scriptUrl = text(data['scriptUrl']) ?? DEFAULT_CAPTCHA_SCRIPT;
  // A script the page runs: from anywhere else it would run whatever the block's data says.
  if (!isSafeScriptUrl(scriptUrl)) throw new TypeError('form: "captcha.scriptUrl" must be an https address or a path on the site');
  return { siteKey: text(data['siteKey']) ?? '', scriptUrl, bindsButton: data['bindsButton'] === true };
}

function record(value: unknown, message: string): Record<string, unknown> {
  if (!isRecord(value)) throw new TypeError(message);
  return value;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function optionalText<K extends string>(data: Record<string, unknown>, key: K): Partial<Record<K, string>> {
  const value = text(data[key]);
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
