import { Parser } from 'htmlparser2';
import { invalidArgument } from '@workapi/errors';

/*
 * How much an update body may weigh. monday.com documents no limit for an update's body; these
 * follow its ~64 KB per column value, and are far above what its editor writes (docs/security.md,
 * Limits). They keep sanitising a body within tens of milliseconds: sanitize-html's cost grows
 * with the square of the nesting, html-to-text walks the tree recursively (a deep enough body
 * overflowed the stack) and lays tables out cell by cell.
 */

/** Characters (UTF-16 code units, as a JavaScript string counts them) of HTML, as sent. */
export const MAX_BODY_LENGTH = 65_536;
/** Elements open inside one another. */
export const MAX_BODY_DEPTH = 32;
/** Elements in all (table cells, list entries, line breaks ... each counts one). */
export const MAX_BODY_ELEMENTS = 1_000;

/**
 * Refuses a body too long, too deeply nested or with too many elements, before any costlier work
 * sees it. One linear pass of htmlparser2's streaming parser (it keeps its open elements in a list,
 * so no nesting can drive recursion), stopped at the first bound crossed.
 */
export function checkBodyLimits(html: string): void {
  if (html.length > MAX_BODY_LENGTH) {
    throw invalidArgument(`body must be at most ${MAX_BODY_LENGTH} characters long, got ${html.length}`);
  }
  let depth = 0;
  let elements = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      elements += 1;
      if (depth > MAX_BODY_DEPTH)
        throw invalidArgument(`body must not nest elements more than ${MAX_BODY_DEPTH} deep`);
      if (elements > MAX_BODY_ELEMENTS)
        throw invalidArgument(`body must hold at most ${MAX_BODY_ELEMENTS} elements`);
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.end(html);
}
