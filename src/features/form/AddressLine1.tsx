// Address Line 1 where the site offers address suggestions: the plain input the server rendered. The
// visitor's first focus or keystroke in it fetches the suggestions part (address-suggestions.lazy.tsx,
// a chunk of its own), which makes it a combobox; until then, and if that fails, it is a plain field.

import { useEffect, useRef, useState } from 'react';
import { reportError } from '../../core/errors';
import { importPart } from '../../core/lazy-part';
import type { PlacesOffer } from '../../core/places';
import type { SuggestionsPart } from './address-suggestions.lazy';
import type { FormField } from './model';
import { inputName } from './values';

interface AddressLine1Props {
  field: FormField;
  id: string;
  required: boolean;
  places: PlacesOffer;
  /** Read-only while the form is sent. */
  locked: boolean;
}

export function AddressLine1({ field, id, required, places, locked }: AddressLine1Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [part, setPart] = useState<SuggestionsPart>();
  const asked = useRef(false);
  const wake = (): void => {
    if (asked.current) return;
    asked.current = true;
    importPart<SuggestionsPart>('form.address-suggestions').then(setPart, (error: unknown) => reportError(error, 'address-suggestions'));
  };
  // The island woke because the visitor came into this very input: that was the first focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island is live
  useEffect(() => {
    if (document.activeElement === inputRef.current) wake();
  }, []);
  return (
    <>
      <input
        ref={inputRef}
        className="sr-form__input"
        id={id}
        name={inputName(field, 'Line1')}
        type="text"
        autoComplete="address-line1"
        required={required}
        readOnly={locked}
        onFocus={wake}
        onInput={wake}
      />
      {part && inputRef.current && <part.Suggestions input={inputRef.current} field={field} id={id} tracking={places.tracking} />}
    </>
  );
}
