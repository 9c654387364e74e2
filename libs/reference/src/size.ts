/**
 * About what a value read from JSON (or made like one) takes of a process's memory, estimated
 * without serialising it: a fixed overhead per object, array and value, and two bytes a character
 * of its strings (V8 keeps most in one, so this errs high). For caches shared by accounts and
 * bounded by bytes (`maxSize`): one account's large entries (a board of many columns or groups, an
 * item's long values) push others out instead of adding to a count that bounds nothing in bytes.
 * `depth` is how deep `value` sits in what is estimated; past eight levels a value is counted, not walked.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 48 + value.length * 2;
  if (value === null || typeof value !== 'object') return 16;
  if (depth > 8) return 1_024;
  let bytes = 64;
  for (const entry of Array.isArray(value) ? value : Object.values(value))
    bytes += approximateBytes(entry, depth + 1);
  return bytes;
}
