// Markdown written the way Prettier would format it, so `prettier --check docs` passes on the
// generated files without running Prettier (which Jest cannot load) at generation time.

/** Inline code; a backtick inside gets a longer fence. */
export const code = (text: string): string => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** A link to a heading of the same page, whose anchor GitHub derives from the heading's text. */
export const anchorOf = (heading: string): string =>
  `#${heading
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-')}`;

// Words that name schema elements (query_params, __last_updated__, Query.items_page) read as code,
// which also keeps their underscores from turning into emphasis.
const SCHEMA_WORD = /(?<![\w`.])(?:[A-Z]\w*\.[a-z_]\w*|\w*_\w*(?:\.\w+)*)(?![\w`])/g;

/**
 * A schema description as one line of Markdown: whitespace collapsed, names of schema elements
 * as code, and the characters Markdown would act on escaped.
 */
export function prose(description: string | null | undefined): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/[\\*[\]<>]/g, (char) => `\\${char}`).replace(SCHEMA_WORD, (word) => code(word)),
    )
    .join('');
}

/**
 * A table with columns padded to their widest cell, as Prettier aligns them. A column empty in
 * every row is left out.
 */
export function table(header: string[], rows: string[][]): string {
  const kept = header.map((_, column) => rows.some((row) => row[column] !== ''));
  const cells = [header, ...rows].map((row) =>
    row.filter((_, column) => kept[column]).map((cell) => cell.replace(/\|/g, '\\|')),
  );
  const width = (text: string) => [...text].length;
  const widths = cells[0].map((_, column) => Math.max(3, ...cells.map((row) => width(row[column]))));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell + ' '.repeat(widths[column] - width(cell))).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head), line(widths.map((size) => '-'.repeat(size))), ...body.map(line)].join('\n');
}

/** Blocks separated by one blank line, ending with a newline. */
export const page = (blocks: Array<string | null | undefined | false>): string =>
  `${blocks.filter((block): block is string => !!block).join('\n\n')}\n`;

/** A bulleted list, or null when there is nothing to list. */
export const bullets = (items: string[]): string | null =>
  items.length === 0 ? null : items.map((item) => `- ${item}`).join('\n');

/** Words joined as a reader would: `a`, `a and b`, `a, b and c` (or `or`). */
export const series = (words: string[], last: 'and' | 'or' = 'and'): string =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
