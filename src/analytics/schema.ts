// The analytics event schema (spec 001 §3 "Analytics event", §5 "Analytics"): required strings,
// optional common fields kept only when they are strings (or null), the rest warned about and
// dropped, and anything the schema does not know moved to custom data.

export const REQUIRED_FIELDS = ['actor', 'action', 'event_owner_team', 'event_source', 'object_type'] as const;

// The spec describes these as "context website identifier, destination_url, object and indirect-object
// identifiers, names, values and types, product area/page/section, design identifier, user member
// account id, user session id, and locales"; the snake_case spelling follows its `event_owner_team`.
const OPTIONAL_FIELDS = [
  'context_website_identifier',
  'destination_url',
  'object_identifier',
  'object_name',
  'object_value',
  'indirect_object_identifier',
  'indirect_object_name',
  'indirect_object_value',
  'indirect_object_type',
  'product_area',
  'product_page',
  'product_section',
  'design_identifier',
  'user_member_account_id',
  'user_session_id',
  'website_locale',
  'member_locale',
] as const;

type RequiredField = (typeof REQUIRED_FIELDS)[number];
type CommonData = Record<RequiredField, string> & Partial<Record<(typeof OPTIONAL_FIELDS)[number], string | null>>;

export interface FilteredEvent {
  commonData: CommonData;
  customData: Record<string, unknown>;
  /** What was dropped, and why (each is also a console warning). */
  dropped: string[];
}

const OPTIONAL = new Set<string>(OPTIONAL_FIELDS);
const REQUIRED = new Set<string>(REQUIRED_FIELDS);

/** Throws when a required string is missing: such an event cannot be counted. */
export function filterEvent(fields: Record<string, unknown>): FilteredEvent {
  const commonData: Record<string, string | null> = {};
  const customData: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const name of REQUIRED_FIELDS) {
    const value = fields[name];
    if (typeof value !== 'string' || value === '') throw new TypeError(`Analytics event: "${name}" must be a non-empty string`);
  }
  for (const [name, value] of Object.entries(fields)) {
    if (REQUIRED.has(name)) commonData[name] = value as string;
    else if (!OPTIONAL.has(name)) customData[name] = value;
    else if (typeof value === 'string' || value === null) commonData[name] = value;
    else dropped.push(name);
  }
  for (const name of dropped) console.warn(`Analytics event: "${name}" is not a string; dropped.`);
  return { commonData: commonData as CommonData, customData, dropped };
}
