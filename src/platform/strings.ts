// Every text the runtime shows or logs, copied to the letter from the specs (000 §5, §8; 001 §5, §8).
// Placeholders are ICU arguments (`{url}`), filled in by `formatMessage` from src/core/messages.ts.
// Where the spec writes a value as a letter or "..." ("HTTP Status N"), the pattern names it (`{status}`).

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

  // spec 000 §2, logout notice (address with logout=true)
  logoutTitle: 'Logout Successful',
  logoutMessage: 'You have been successfully logged out.',

  // spec 000 §4, form and price display
  formSubmitting: 'Submitting…',
  priceFrom: 'from {startingPrice}',
  productWorkflowAvailable: 'Available',
  productWorkflowScheduled: 'Scheduled',
  productWorkflowHidden: 'Hidden',
  productWorkflowUnsupported: 'Unsupported',

  // spec 000 §3, cookie banner default buttons (the default banner text itself is not shown)
  cookieBannerAccept: 'Accept',
  cookieBannerDecline: 'Decline',

  // spec 000 §5, validation
  checkoutNoCookies:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  formCaptchaIncomplete: 'Complete CAPTCHA before submitting.',
  emailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
  textareaCharacterLimit: 'You have exceeded the character limit.',
  textareaCounter: '{n} / {max}',

  // spec 000 §6, restaurant booking block for logged-in owners (the message text is not shown)
  bookingPreviewOnlyTitle: 'Preview Only',

  // spec 000 §8, forms
  formProcessingError: 'Error processing form submission. Please reload and try again.',
  formUnknownError: 'Unknown error, please try again later.',
  formNoSubmissionKey: 'Could not get a form submission key, please try again later.',
  formUnparsableFields: 'Could not parse the form fields, please check your entries.',
  formInvalidFields: 'One or more fields is invalid, please check your entries.',
  formProblemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  // The spec abbreviates this one as "...scroll up to review."; written out parallel to the one above.
  formProblemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  formHttp401: 'Unable to submit form. Please try again later.',
  formHttp404: 'This form has not been configured yet.',
  formHttp429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formHttp500: 'Unable to send form. Please try again later.',

  // spec 000 §8 and 001 §8, event tracking
  eventTrackingFailed: 'Error tracking event: HTTP Status {status}',

  // spec 001 §3, connected link service default link title
  orderNowLinkTitle: 'Order Now',

  // spec 001 §4, content statuses as the interface shows them
  contentStatusScheduled: 'Scheduled',
  contentStatusNeedsReview: 'Needs Review',
  contentStatusDraft: 'Draft',
  contentStatusPrivate: 'Private',

  // spec 001 §5, interface messages
  enterValidEmail: 'Please enter a valid email',
  emailsMustBeFormatted: 'Emails must be formatted as {email}',
  // Copied as written: the spec uses the one argument name twice.
  linksMustBeFormatted: 'Links must be formatted as {host} or {host}',
  invalidPageUrl: '{val} is not a valid page URL',
  notAnExpectedOption: '{val} is not one of the expected options',
  tagAlreadyExists: 'This {tagType} already exists',
  editOneTagAtATime: 'You may only edit one {tagType} at a time',
  enterFileName: 'Please enter a file name',
  listMustBeSelected: 'A List must be selected',
  selectStarRating: 'Please select a star rating',
  checkoutMinimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more',
  // The spec writes these two as one line: "at least one column / at least one row".
  datasetNeedsColumn: 'Your dataset must have at least one column',
  datasetNeedsRow: 'Your dataset must have at least one row',
  datasetRowsMissingData: 'One or more rows was missing data',
  fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  // No space before "file" in the spec: the file type message carries its own trailing space.
  fileTypeUnsupported: 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  // The spec writes maxRows and maxColumns bare; they are the limits filled in, so they are arguments here.
  datasetTruncated: 'Datasets are truncated to a maximum of {maxRows} and {maxColumns}.',

  // spec 001 §5 (quoted), video embeds
  invalidVideoEmbed: 'Invalid video embed',

  // spec 001 §8, native bridge
  mobilePlatformNotIdentified: 'mobile platform not correctly identified',

  // spec 001 §8, images
  imageNoImage: 'No image',
  imageNoImages: 'No images',
  imageNoRootNode: 'No root node',
  imageNotValidNode: 'not a valid node',
  imageInvalidSource: 'Invalid or missing image source',

  // spec 001 §8, gallery
  galleryDecodeError: 'Error decoding gallery block data.',
  galleryEvaluateError: 'Error evaluating gallery block data.',
  galleryVideoLoaderNotFound: 'VideoLoader not found',
  galleryLoader2NotFound: 'Loader2 not found',
  // The spec says the error names the design but not how; the caller adds the design name.
  galleryDesignNotFound: 'These are not the gallery designs you are looking for',
  galleryLightboxifyUnavailable: 'lightboxify is not available in this tier!',
  galleryTransitionNotFound: 'Could not find transition named {name}',
  storageUnavailable: 'Unable access local/session storage.',

  // spec 001 §8, interface strings
  // Only the start of this one is shown ("rest of text not shown").
  customFeaturedImagesVideoOnly: 'Custom featured images only available with embedded videos',
  unableToLoadResults: 'Unable to load results',
  unableToLoadCollections: 'Unable to load collections',
  unableToLoadFonts: 'Unable to load fonts',
  unableToLocateContent: 'Unable to locate content',
  somethingWentWrong: 'Something went wrong',
  networkError: 'Network error',
  noJobResponseData: 'No response data from job request',
  fileUploadIncomplete: 'File upload failed to complete',
  fileProcessingFailed: 'File processing failed',
  fileProcessingCancelled: 'File processing cancelled',
  fileProcessingIncomplete: 'File processing failed to complete',
  fileRenameProblem: 'There was a problem while renaming your file.',
  fileUploadProblem: 'There was a problem while uploading your file.',
  cartUnableToAddItem: 'Unable to add item',
  cartUnableToUpdateQuantity: 'Unable to update quantity',
  cartUnableToRemoveItem: 'Unable to remove item',
  formUnableToOpen: 'Unable to open form',
  formUnableToUpdate: 'Unable to update form',
  reviewRequestExpired: 'Your review request has expired',
  reviewAlreadySubmitted: 'You have already reviewed this purchase',
  reviewNoProducts: 'There are no products to review',
  unableToConnectTryAgain: 'Unable to connect. Please try again.',
  codeEditingUnavailableOnAndroid: 'Code editing is not available on Android.',

  // spec 001 §9, cart badge and relative time
  cartBadgeOverflow: '100+',
  cartBadgeOverflowSpoken: 'More than 100 items in cart',
  cartBadgeSpoken: '{count} items in cart',
  relativeTimeJustNow: 'just now',
} as const;

export type StringKey = keyof typeof STRINGS;
