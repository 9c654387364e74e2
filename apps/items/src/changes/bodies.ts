import { convert, type HtmlToTextOptions } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { invalidArgument } from '@workapi/errors';
import { checkBodyLimits } from './body-limits';

/**
 * What an update body may hold: the formatting monday.com's editor writes (paragraphs, emphasis,
 * lists, headings, quotes, code, tables, links, images), nothing that runs (scripts, event
 * handlers, `javascript:` and `data:` URLs, frames, forms, styles).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins', 'strike'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'class', 'data-mention-type', 'data-mention-id'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** Plain text as a reader sees it: block elements and `<br>` end lines, links show their text only. */
const PLAIN: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

export interface UpdateBody {
  /** Sanitised HTML, stored and answered as `body`. */
  body: string;
  /** Its plain text, answered as `text_body`. */
  textBody: string;
}

/**
 * An update body as the client wrote it, made safe to show: what is not allowed is removed
 * (a script with its content, an element's disallowed attributes, a link's unsafe URL), the rest
 * is kept as written. A body with nothing left is refused, and one past the limits (body-limits.ts)
 * before any of this work.
 */
export function updateBody(html: string): UpdateBody {
  checkBodyLimits(html);
  const body = sanitizeHtml(html, ALLOWED).trim();
  const textBody = convert(body, PLAIN).trim();
  if (body === '' || (textBody === '' && !/<img\s/i.test(body))) {
    throw invalidArgument('body must not be empty');
  }
  return { body, textBody };
}
