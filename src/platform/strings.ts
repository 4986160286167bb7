// Every text the runtime shows or logs, copied to the letter from the specs (000 §5, §8; 001 §5, §8).
// Each text is its own export, so a chunk carries only the texts it uses; STRINGS gathers them all.
// Placeholders are ICU arguments (`{url}`), filled in by `formatMessage` from src/core/messages.ts.
// Where the spec writes a value as a letter or "..." ("HTTP Status N"), the pattern names it (`{status}`).

// spec 000 §8, data layer
export const dataInvalidJson = 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}';
export const dataUnauthorized = 'Unauthorized request';
export const dataInternalError = 'Internal server error. Please try again later.';
export const dataUnavailable = 'This service is temporarily unavailable. Please try again later.';
export const dataUnableToConnect = 'Unable to connect…';

// spec 001 §8, system error overlay
export const systemErrorTitle = 'Something Went Wrong!';
export const systemErrorCleaned =
  'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.';
export const systemErrorNetwork = 'Unable to connect to the product. Please try again.';
export const systemErrorReload = 'Reload Page';
export const systemErrorClear = 'Clear';

// spec 000 §2, logout notice (address with logout=true)
export const logoutTitle = 'Logout Successful';
export const logoutMessage = 'You have been successfully logged out.';

// popup overlay: its close button's name. Ours, not the spec's (it gives none), so not in STRINGS.
export const popupOverlayClose = 'Close';

// The builder's menu buttons that carry no name of their own (src/features/template/): ours, as the spec
// has none, so not in STRINGS.
export const templateMenu = 'Menu';
export const templateMenuClose = 'Close menu';
/** The template's search icon, a link or a button with only its magnifier. */
export const templateSearch = 'Search';
/** The close button of the store list's filters drawer, an icon with an empty label. */
export const templateClose = 'Close';

// The member sign-in dialog (spec 001 §7's session call): ours, as the spec shows none, so not in STRINGS.
export const memberSignInTitle = 'Sign in';
export const memberSignInIntro = 'This is for members. Sign in to continue.';
export const memberSignInEmail = 'Email';
export const memberSignInPassword = 'Password';
export const memberSignInRemember = 'Keep me signed in';
export const memberSignInSubmit = 'Sign in';
export const memberSignInSending = 'Signing in…';
export const memberSignInCancel = 'Cancel';
export const memberSignInPasswordMissing = 'Enter your password.';
export const memberSignedIn = 'You are signed in.';

// A form's captcha that could not be drawn (its script failed, or the provider refused the site): ours,
// as the spec has no text for it; the provider's or the loader's own words go to the console.
export const formCaptchaUnavailable = 'The CAPTCHA could not be shown, so this form cannot be sent. Please try again later.';

// spec 000 §4, form and price display
export const formSubmitting = 'Submitting…';
export const priceFrom = 'from {startingPrice}';
export const productWorkflowAvailable = 'Available';
export const productWorkflowScheduled = 'Scheduled';
export const productWorkflowHidden = 'Hidden';
export const productWorkflowUnsupported = 'Unsupported';

// spec 000 §3, cookie banner default buttons (the default banner text itself is not shown)
export const cookieBannerAccept = 'Accept';
export const cookieBannerDecline = 'Decline';

// spec 000 §5, validation
export const checkoutNoCookies = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
export const formCaptchaIncomplete = 'Complete CAPTCHA before submitting.';
export const emailInvalid = 'Email is not valid. Email addresses should follow the format {email}.';
export const textareaCharacterLimit = 'You have exceeded the character limit.';
export const textareaCounter = '{n} / {max}';

// spec 000 §6, restaurant booking block for logged-in owners (the message text is not shown)
export const bookingPreviewOnlyTitle = 'Preview Only';
// The booking block's own texts: ours, not the spec's (it shows none), so not in STRINGS.
export const bookingPreviewOnlyMessage =
  'You are logged in, so this booking block is a preview only. Log out of your account to use the booking block.';
export const bookingLoading = 'Loading reservations…';
export const bookingUnavailable = 'Online reservations could not be loaded.';
export const bookingReserveOn = 'Reserve a table on {provider}';
export const bookingRegion = 'Reservations';
export const opensInNewWindow = ' (opens in a new window)';
// The tour dates block's texts: ours (the spec shows none), not in STRINGS.
export const tourDatesEmpty = 'No upcoming tour dates.';
export const tourDatesTickets = 'Tickets';
// The calendar block's texts: ours (the spec shows none), not in STRINGS.
export const calendarPreviousMonth = 'Previous month';
export const calendarNextMonth = 'Next month';
export const calendarNoEvents = 'No events on this day.';
export const calendarLoading = 'Loading events…';
export const calendarLoadFailed = 'Events could not be loaded.';
export const calendarOneEvent = '1 event';
export const calendarEventCount = '{count} events';
// The language switcher's and the owner's header and footer editor's texts (issue 20): ours (the spec
// shows none), not in STRINGS.
export const languagesLabel = 'Languages';
export const languagesLegend = 'Site languages';
export const languagesOriginal = '(original)';
export const languagesSave = 'Save languages';
export const languagesSaveTitle = "Change the site's languages";
export const languagesSaveMessage = 'The site will be shown in {names}.';
export const languagesSaved = 'Languages saved: {names}.';
export const languagesUnchanged = 'No change to save.';
export const languagesNotSaved = 'Languages not saved';
export const languagesConnected = 'The translation provider is connected.';
export const languagesNotConnected = 'The translation provider is not connected: visitors see the original language only.';
export const languagesDisconnect = 'Disconnect translation';
export const languagesDisconnectMessage = 'Disconnect the translation provider? Visitors will see the site in {name} only.';
export const languagesDisconnected = 'Translation disconnected.';
export const languagesNotDisconnected = 'Translation not disconnected';
export const headerFooterEdit = 'Edit header and footer';
export const headerFooterTitle = 'Header and footer';
export const headerFooterHeader = 'Header (HTML)';
export const headerFooterFooter = 'Footer (HTML)';
export const headerFooterSave = 'Save';
export const headerFooterCancel = 'Cancel';
export const headerFooterSaved = 'Header and footer saved.';
export const headerFooterNotSaved = 'Header and footer not saved';
export const headerFooterNotLoaded = 'Header and footer could not be loaded';

// spec 000 §8, forms
export const formProcessingError = 'Error processing form submission. Please reload and try again.';
export const formUnknownError = 'Unknown error, please try again later.';
export const formNoSubmissionKey = 'Could not get a form submission key, please try again later.';
export const formUnparsableFields = 'Could not parse the form fields, please check your entries.';
export const formInvalidFields = 'One or more fields is invalid, please check your entries.';
export const formProblemAbove = 'Your form has encountered a problem. Please scroll down to review.';
// The spec abbreviates this one as "...scroll up to review."; written out parallel to the one above.
export const formProblemBelow = 'Your form has encountered a problem. Please scroll up to review.';
export const formHttp401 = 'Unable to submit form. Please try again later.';
export const formHttp404 = 'This form has not been configured yet.';
export const formHttp429 = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
export const formHttp500 = 'Unable to send form. Please try again later.';
// The button beside formProcessingError when a form's code could not load: ours (the spec gives none), not
// in STRINGS.
export const formTryAgain = 'Try again';

// spec 000 §8 and 001 §8, event tracking
export const eventTrackingFailed = 'Error tracking event: HTTP Status {status}';

// spec 001 §3, connected link service default link title
export const orderNowLinkTitle = 'Order Now';

// spec 001 §4, content statuses as the interface shows them
export const contentStatusScheduled = 'Scheduled';
export const contentStatusNeedsReview = 'Needs Review';
export const contentStatusDraft = 'Draft';
export const contentStatusPrivate = 'Private';

// spec 001 §5, interface messages
export const enterValidEmail = 'Please enter a valid email';
export const emailsMustBeFormatted = 'Emails must be formatted as {email}';
// Copied as written: the spec uses the one argument name twice.
export const linksMustBeFormatted = 'Links must be formatted as {host} or {host}';
export const invalidPageUrl = '{val} is not a valid page URL';
export const notAnExpectedOption = '{val} is not one of the expected options';
export const tagAlreadyExists = 'This {tagType} already exists';
export const editOneTagAtATime = 'You may only edit one {tagType} at a time';
export const enterFileName = 'Please enter a file name';
export const listMustBeSelected = 'A List must be selected';
export const selectStarRating = 'Please select a star rating';
export const checkoutMinimumSubtotal = 'To check out, your order subtotal must be {subtotal} or more';
// The spec writes these two as one line: "at least one column / at least one row".
export const datasetNeedsColumn = 'Your dataset must have at least one column';
export const datasetNeedsRow = 'Your dataset must have at least one row';
export const datasetRowsMissingData = 'One or more rows was missing data';
export const fileTooLarge = 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.';
// No space before "file" in the spec: the file type message carries its own trailing space.
export const fileTypeUnsupported = 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.';
// The spec writes maxRows and maxColumns bare; they are the limits filled in, so they are arguments here.
export const datasetTruncated = 'Datasets are truncated to a maximum of {maxRows} and {maxColumns}.';

// spec 001 §5 (quoted), video embeds
export const invalidVideoEmbed = 'Invalid video embed';
export const videoModeInvalid = 'Video mode must be none, fit, fill or null';
export const vimeoBasicUnsupported = 'Vimeo Basic accounts are unsupported.';

// spec 001 §8, native bridge
export const mobilePlatformNotIdentified = 'mobile platform not correctly identified';

// spec 001 §8, images
export const imageNoImage = 'No image';
export const imageNoImages = 'No images';
export const imageNoRootNode = 'No root node';
export const imageNotValidNode = 'not a valid node';
export const imageInvalidSource = 'Invalid or missing image source';

// spec 001 §8, gallery
export const galleryDecodeError = 'Error decoding gallery block data.';
export const galleryEvaluateError = 'Error evaluating gallery block data.';
export const galleryVideoLoaderNotFound = 'VideoLoader not found';
export const galleryLoader2NotFound = 'Loader2 not found';
// The spec says the error names the design but not how; the caller adds the design name.
export const galleryDesignNotFound = 'These are not the gallery designs you are looking for';
export const galleryLightboxifyUnavailable = 'lightboxify is not available in this tier!';
export const galleryTransitionNotFound = 'Could not find transition named {name}';
export const storageUnavailable = 'Unable access local/session storage.';

// spec 001 §8, interface strings
// Only the start of this one is shown ("rest of text not shown").
export const customFeaturedImagesVideoOnly = 'Custom featured images only available with embedded videos';
export const unableToLoadResults = 'Unable to load results';
export const unableToLoadCollections = 'Unable to load collections';
export const unableToLoadFonts = 'Unable to load fonts';
export const unableToLocateContent = 'Unable to locate content';
export const somethingWentWrong = 'Something went wrong';
export const networkError = 'Network error';
export const noJobResponseData = 'No response data from job request';
export const fileUploadIncomplete = 'File upload failed to complete';
export const fileProcessingFailed = 'File processing failed';
export const fileProcessingCancelled = 'File processing cancelled';
export const fileProcessingIncomplete = 'File processing failed to complete';
export const fileRenameProblem = 'There was a problem while renaming your file.';
export const fileUploadProblem = 'There was a problem while uploading your file.';
export const cartUnableToAddItem = 'Unable to add item';
export const cartUnableToUpdateQuantity = 'Unable to update quantity';
export const cartUnableToRemoveItem = 'Unable to remove item';
export const formUnableToOpen = 'Unable to open form';
export const formUnableToUpdate = 'Unable to update form';
export const reviewRequestExpired = 'Your review request has expired';
export const reviewAlreadySubmitted = 'You have already reviewed this purchase';
export const reviewNoProducts = 'There are no products to review';
export const unableToConnectTryAgain = 'Unable to connect. Please try again.';
export const codeEditingUnavailableOnAndroid = 'Code editing is not available on Android.';

// spec 001 §9, cart badge and relative time
export const cartBadgeOverflow = '100+';
export const cartBadgeOverflowSpoken = 'More than 100 items in cart';
export const cartBadgeSpoken = '{count} items in cart';
export const relativeTimeJustNow = 'just now';
// The form's address suggestions (spec 001 §7's places calls): ours, as the spec shows none, so not in STRINGS.
export const addressSuggestionsLabel = 'Address suggestions';
export const addressSuggestionsNone = 'No address suggestions.';
export const addressSuggestionsOne = '1 address suggestion. Use the up and down arrow keys to choose it.';
export const addressSuggestionsMany = '{count} address suggestions. Use the up and down arrow keys to choose one.';

// Owners' upgrade notices (spec 001 §2, §3): ours, the spec shows none, so not in STRINGS.
export const upgradeNoticeLightbox = 'Only you see this: the lightbox is not part of this site’s plan, so these images do not open in it.';
export const upgradeNoticeCommerce = 'Only you see this: commerce is not part of this site’s plan, so visitors cannot buy this product.';
export const upgradeNoticeGiftCards =
  'Only you see this: gift cards are not part of this site’s plan, so visitors cannot buy this gift card.';
export const upgradeNoticeSubscriptions =
  'Only you see this: subscriptions are not part of this site’s plan, so visitors cannot subscribe to this product.';
export const upgradeLinkTrial = 'Upgrade from your trial';
export const upgradeLinkPaid = 'Upgrade your plan';

/** Every text by key (for lookups by name and for the tests that check them against the spec). */
export const STRINGS = {
  dataInvalidJson,
  dataUnauthorized,
  dataInternalError,
  dataUnavailable,
  dataUnableToConnect,
  systemErrorTitle,
  systemErrorCleaned,
  systemErrorNetwork,
  systemErrorReload,
  systemErrorClear,
  logoutTitle,
  logoutMessage,
  formSubmitting,
  priceFrom,
  productWorkflowAvailable,
  productWorkflowScheduled,
  productWorkflowHidden,
  productWorkflowUnsupported,
  cookieBannerAccept,
  cookieBannerDecline,
  checkoutNoCookies,
  formCaptchaIncomplete,
  emailInvalid,
  textareaCharacterLimit,
  textareaCounter,
  bookingPreviewOnlyTitle,
  formProcessingError,
  formUnknownError,
  formNoSubmissionKey,
  formUnparsableFields,
  formInvalidFields,
  formProblemAbove,
  formProblemBelow,
  formHttp401,
  formHttp404,
  formHttp429,
  formHttp500,
  eventTrackingFailed,
  orderNowLinkTitle,
  contentStatusScheduled,
  contentStatusNeedsReview,
  contentStatusDraft,
  contentStatusPrivate,
  enterValidEmail,
  emailsMustBeFormatted,
  linksMustBeFormatted,
  invalidPageUrl,
  notAnExpectedOption,
  tagAlreadyExists,
  editOneTagAtATime,
  enterFileName,
  listMustBeSelected,
  selectStarRating,
  checkoutMinimumSubtotal,
  datasetNeedsColumn,
  datasetNeedsRow,
  datasetRowsMissingData,
  fileTooLarge,
  fileTypeUnsupported,
  datasetTruncated,
  invalidVideoEmbed,
  videoModeInvalid,
  vimeoBasicUnsupported,
  mobilePlatformNotIdentified,
  imageNoImage,
  imageNoImages,
  imageNoRootNode,
  imageNotValidNode,
  imageInvalidSource,
  galleryDecodeError,
  galleryEvaluateError,
  galleryVideoLoaderNotFound,
  galleryLoader2NotFound,
  galleryDesignNotFound,
  galleryLightboxifyUnavailable,
  galleryTransitionNotFound,
  storageUnavailable,
  customFeaturedImagesVideoOnly,
  unableToLoadResults,
  unableToLoadCollections,
  unableToLoadFonts,
  unableToLocateContent,
  somethingWentWrong,
  networkError,
  noJobResponseData,
  fileUploadIncomplete,
  fileProcessingFailed,
  fileProcessingCancelled,
  fileProcessingIncomplete,
  fileRenameProblem,
  fileUploadProblem,
  cartUnableToAddItem,
  cartUnableToUpdateQuantity,
  cartUnableToRemoveItem,
  formUnableToOpen,
  formUnableToUpdate,
  reviewRequestExpired,
  reviewAlreadySubmitted,
  reviewNoProducts,
  unableToConnectTryAgain,
  codeEditingUnavailableOnAndroid,
  cartBadgeOverflow,
  cartBadgeOverflowSpoken,
  cartBadgeSpoken,
  relativeTimeJustNow,
} as const;

export type StringKey = keyof typeof STRINGS;
