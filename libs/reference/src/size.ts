/**
 * About what a value read from JSON (or made like one) takes of a process's memory: two bytes a
 * character of its strings (V8 keeps most in one, so this errs high), and a fixed cost per object,
 * property, array entry and primitive; a record's keys are V8's internalized strings, shared by
 * every record that has them. For caches across accounts bounded by bytes (`maxSize`), so that one
 * account's large entries (a board of many columns or groups) push others out instead of adding
 * to a count that bounds nothing in bytes.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 24 + value.length * 2;
  if (value === null || typeof value !== 'object') return 16;
  if (value instanceof Date) return 48;
  // Deeper than any record kept: counted, not walked.
  if (depth > 32) return 4_096;
  let bytes = 32;
  for (const entry of Array.isArray(value) ? value : Object.values(value))
    bytes += 12 + approximateBytes(entry, depth + 1);
  return bytes;
}
