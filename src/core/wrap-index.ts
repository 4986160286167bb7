// An index that wraps around both ends of a list (tabs, carousels, galleries; spec 001 §4 "the current
// slide index wraps modulo the number of slides"): -1 is the last, length is the first.

/** Always in [0, length) for any integer index. An empty list or a fractional index has no answer that
 *  is not a lie, so it throws: callers guard empty lists before moving within them. */
export function wrapIndex(index: number, length: number): number {
  if (!Number.isInteger(index) || !Number.isInteger(length) || length <= 0) {
    throw new RangeError(`wrapIndex: need an integer index and a positive integer length (got ${index}, ${length})`);
  }
  // `%` keeps the sign of the index; adding a length once brings a negative remainder into range.
  return ((index % length) + length) % length;
}
