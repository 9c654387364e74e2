// How the admin CLI prints for people: aligned tables and plain lines. `--json` bypasses all of it.

/** A moment to the second, in UTC: `2026-11-24T00:45:12Z`. */
export const when = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A count with thousands separators. */
export const count = (value: number) => value.toLocaleString('en-US');

/** Rows under headers, each column as wide as its widest cell; numbers line up on the right. */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  if (rows.length === 0) return '(none)';
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? count(cell) : cell)));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((row) => row[column].length)),
  );
  const numeric = headers.map((_, column) => rows.every((row) => typeof row[column] === 'number'));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(headers), ...cells.map(line)].join('\n');
}

/** Label and value pairs, the values aligned. */
export function fields(pairs: Array<[string, string | number]>): string {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs
    .map(([label, value]) => `${label.padEnd(width)}  ${typeof value === 'number' ? count(value) : value}`)
    .join('\n');
}
