// An index that wraps around both ends of a list (tabs, carousels, galleries): -1 is the last.

export function wrapIndex(index: number, length: number): number {
  if (!Number.isInteger(index) || !Number.isInteger(length) || length <= 0) {
    throw new RangeError(`wrapIndex: need an integer index and a positive integer length (got ${index}, ${length})`);
  }
  return ((index % length) + length) % length;
}
