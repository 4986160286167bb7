// Address suggestions for Address Line 1, a chunk of its own (loaded by AddressLine1.tsx at the visitor's
// first focus or keystroke there): the input becomes a combobox with list autocomplete (WAI-ARIA
// Authoring Practices) fed by the maps service through the host. The input stays the form's own (React
// renders it, uncontrolled); this part sets its combobox attributes and listens to it. After any failed
// call it takes them away for good: the plain field typing and submitting never depended on.

import { useEffect, useRef, useState } from 'react';
import { reportError } from '../../core/errors';
import {
  type PlaceAddress,
  type PlaceSuggestion,
  placeDetails,
  placeSuggestions,
  type TrackingContext,
  trackingContext,
} from '../../core/places';
import { addressSuggestionsLabel, addressSuggestionsMany, addressSuggestionsNone, addressSuggestionsOne } from '../../platform/strings';
import type { FormField } from './model';
import { inputName } from './values';

/** Quiet time after the last keystroke before asking: a request per pause in typing, not per letter. */
const SUGGEST_DELAY_MS = 250;
/** Fewer characters match too much of the world to help. */
const SUGGEST_MIN_LENGTH = 3;
const ERROR_SOURCE = 'address-suggestions';
/** The attributes this part puts on the input, and takes away when it goes. */
const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'] as const;

interface SuggestionsProps {
  input: HTMLInputElement;
  field: FormField;
  /** The input's id: the listbox's and options' ids derive from it. */
  id: string;
  /** The page context's trackingContext, as published. */
  tracking: unknown;
}

/** The module AddressLine1.tsx imports. */
export interface SuggestionsPart {
  Suggestions: typeof Suggestions;
}

export function Suggestions({ input, field, id, tracking }: SuggestionsProps) {
  const search = usePlaceSearch(input, field, trackingContext(tracking));
  const { live, suggestions, open, active } = search.state;
  const listId = `${id}-suggestions`;
  const optionId = (index: number): string => `${listId}-${index}`;
  useEffect(() => {
    const values = {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': String(open),
      'aria-controls': listId,
      'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
    };
    for (const name of COMBOBOX_ATTRIBUTES) {
      const value = live ? values[name] : undefined;
      if (value === undefined) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  });
  useEffect(
    () => () => {
      for (const name of COMBOBOX_ATTRIBUTES) input.removeAttribute(name);
    },
    [input],
  );
  if (!live) return null;
  return (
    <>
      <div className="sr-form__suggestions" id={listId} role="listbox" aria-label={addressSuggestionsLabel} hidden={!open}>
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (APG: aria-activedescendant points here)
          // biome-ignore lint/a11y/useFocusableInteractive: likewise, an option of a combobox's listbox is never focused itself
          <div
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // The input keeps focus (and the listbox stays open) while the pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => search.choose(index)}
          >
            {suggestion.text}
          </div>
        ))}
      </div>
      <span className="sr-visually-hidden" role="status">
        {search.state.announcement}
      </span>
    </>
  );
}

interface SearchState {
  /** The service answers: the input is a combobox. False after any failure, for good. */
  live: boolean;
  suggestions: PlaceSuggestion[];
  open: boolean;
  active: number;
  announcement: string;
}

const CLOSED = { open: false, active: -1 } as const;

function usePlaceSearch(input: HTMLInputElement, field: FormField, tracking: TrackingContext) {
  const [state, setState] = useState<SearchState>({ live: true, suggestions: [], announcement: '', ...CLOSED });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);
  const session = useRef(sessionToken());
  const broken = useRef(false);
  const update = (next: Partial<SearchState>): void => setState((current) => ({ ...current, ...next }));

  /** Cancels the wait and the call in flight: an older answer never lands after a newer question. */
  const cancel = (): AbortSignal => {
    clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = new AbortController();
    return pending.current.signal;
  };
  const fail = (error: unknown, signal: AbortSignal): void => {
    if (signal.aborted) return;
    reportError(error, ERROR_SOURCE);
    broken.current = true;
    setState({ live: false, suggestions: [], announcement: '', ...CLOSED });
  };
  const ask = (text: string): void => {
    const signal = cancel();
    if (broken.current || text.trim().length < SUGGEST_MIN_LENGTH) {
      update({ suggestions: [], ...CLOSED });
      return;
    }
    // The options shown were for the text before: none of them is chosen by Enter now.
    update({ active: -1 });
    timer.current = setTimeout(() => {
      placeSuggestions(tracking, text.trim(), { sessionToken: session.current, signal }).then(
        (suggestions) => {
          if (signal.aborted) return;
          const focused = document.activeElement === input;
          update({ suggestions, open: focused && suggestions.length > 0, active: -1, announcement: announce(suggestions.length) });
        },
        (error: unknown) => fail(error, signal),
      );
    }, SUGGEST_DELAY_MS);
  };
  const choose = (index: number): void => {
    const suggestion = state.suggestions[index];
    if (!suggestion) return;
    const signal = cancel();
    input.value = suggestion.text;
    update({ ...CLOSED, announcement: '' });
    placeDetails(tracking, suggestion.placeId, { sessionToken: session.current, signal }).then(
      (address) => {
        if (signal.aborted) return;
        fillParts(input.form, field, { ...address, line1: address.line1 || suggestion.text });
        // A session ends with the place chosen from it (the maps service bills per session).
        session.current = sessionToken();
      },
      (error: unknown) => fail(error, signal),
    );
  };

  const keyDown = (event: KeyboardEvent): void => {
    // An Enter that ends an input method's composition is the composition's, not a choice.
    if (!state.live || event.isComposing) return;
    const next = comboboxKey(event, state);
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    if (next === 'choose') choose(state.active);
    else update(next);
  };
  // The input's own events reach the handlers of the latest render.
  const handlers = useRef({ ask, keyDown });
  handlers.current = { ask, keyDown };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per input; the handlers are read through the ref
  useEffect(() => {
    const abort = new AbortController();
    const options = { signal: abort.signal };
    input.addEventListener('input', () => handlers.current.ask(input.value), options);
    input.addEventListener('keydown', (event) => handlers.current.keyDown(event), options);
    input.addEventListener('blur', () => update(CLOSED), options);
    // What the visitor typed while this part loaded is the first question.
    if (document.activeElement === input) ask(input.value);
    return () => {
      abort.abort();
      clearTimeout(timer.current);
      pending.current?.abort();
    };
  }, [input]);
  return { state, choose };
}

type KeyResult = Pick<SearchState, 'open' | 'active'> | 'choose' | undefined;

/** The combobox's keys (APG list autocomplete): Down/Up open and move through the options (wrapping),
 *  Alt+Down opens without choosing, Alt+Up and Escape close, Enter takes the active option. Undefined:
 *  the key is the input's own (Enter with no active option submits the form). */
export function comboboxKey(
  event: Pick<KeyboardEvent, 'key' | 'altKey'>,
  state: Pick<SearchState, 'open' | 'active' | 'suggestions'>,
): KeyResult {
  const count = state.suggestions.length;
  const { open, active } = state;
  if (event.key === 'Escape' || (event.key === 'ArrowUp' && event.altKey)) return open ? CLOSED : undefined;
  if (event.key === 'Enter') return open && active >= 0 ? 'choose' : undefined;
  if (count === 0) return undefined;
  if (event.key === 'ArrowDown') {
    if (event.altKey) return { open: true, active };
    return { open: true, active: open ? (active + 1) % count : 0 };
  }
  if (event.key === 'ArrowUp') return { open: true, active: open && active > 0 ? active - 1 : count - 1 };
  return undefined;
}

function announce(count: number): string {
  if (count === 0) return addressSuggestionsNone;
  return count === 1 ? addressSuggestionsOne : addressSuggestionsMany.replace('{count}', String(count));
}

/** Line 1, city, state, zip and country from the place; Line 2 and every other field stay as typed. */
function fillParts(form: HTMLFormElement | null, field: FormField, address: PlaceAddress): void {
  const parts = { Line1: address.line1, City: address.city, State: address.state, Zip: address.zip, Country: address.country };
  for (const [part, value] of Object.entries(parts)) {
    const input = form?.elements.namedItem(inputName(field, part));
    if (input instanceof HTMLInputElement) input.value = value;
  }
}

function sessionToken(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}
