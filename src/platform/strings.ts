// Every text the runtime shows or logs, copied to the letter from the specs (000 §5, §8; 001 §5, §8).
// Placeholders are ICU arguments (`{url}`), filled in by `formatMessage` from src/core/messages.ts.

export const STRINGS = {
  // spec 000 §8, data layer
  dataInvalidJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  dataUnauthorized: 'Unauthorized request',
  dataInternalError: 'Internal server error. Please try again later.',
  dataUnavailable: 'This service is temporarily unavailable. Please try again later.',
  dataUnableToConnect: 'Unable to connect…',

  // spec 001 §8, system error overlay
  systemErrorTitle: 'Something Went Wrong!',
  systemErrorCleaned:
    'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  systemErrorNetwork: 'Unable to connect to the product. Please try again.',
  systemErrorReload: 'Reload Page',
  systemErrorClear: 'Clear',
} as const;

export type StringKey = keyof typeof STRINGS;
