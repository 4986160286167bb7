// Record types as the tracking names of spec 000 §3 (audio, event, image, portfolio item, text as blog
// post, video): what kind of item a page shows, in its pageview and its events. Other types have none.

/** Numbers of src/platform/collections.ts's ITEM_TYPES; the portfolio item is not in the spec's list
 *  ("and others"): 59 is what published portfolio item pages carry. */
const TRACKING_NAMES: Readonly<Record<number, string>> = {
  1: 'blog_post',
  2: 'image',
  7: 'audio',
  8: 'video',
  12: 'event',
  59: 'portfolio_item',
};

/** The tracking name of an item's record type; undefined for another type, or a value not a number. */
export const recordTypeName = (recordType: unknown): string | undefined =>
  typeof recordType === 'number' ? TRACKING_NAMES[recordType] : undefined;
