import MarkdownIt from 'markdown-it';
import { invalidArgument } from '@workapi/errors';
import { DOC_LIMITS, type BlockType } from './docs';

/** The longest markdown add_content_to_doc_from_markdown takes. */
export const MARKDOWN_MAX_BYTES = 256 * 1024;

type Token = MarkdownIt.Token;

const parser = new MarkdownIt('commonmark', { html: false }).enable(['table', 'strikethrough']);

interface Op {
  insert: string;
  attributes?: Record<string, unknown>;
}

export interface MarkdownBlock {
  type: BlockType;
  content: Record<string, unknown>;
}

const HEADINGS: Record<string, BlockType> = { h1: 'large_title', h2: 'medium_title' };

/** An inline token's text as Quill-style operations: bold, italic, strike, inline code and links kept. */
function opsOf(inline: Token | undefined): Op[] {
  const ops: Op[] = [];
  const marks: Record<string, unknown> = {};
  for (const token of inline?.children ?? []) {
    const push = (text: string, extra: Record<string, unknown> = {}) => {
      const attributes = { ...marks, ...extra };
      ops.push(Object.keys(attributes).length > 0 ? { insert: text, attributes } : { insert: text });
    };
    switch (token.type) {
      case 'text':
        if (token.content) push(token.content);
        break;
      case 'softbreak':
      case 'hardbreak':
        push('\n');
        break;
      case 'code_inline':
        push(token.content, { code: true });
        break;
      case 'strong_open':
        marks.bold = true;
        break;
      case 'strong_close':
        delete marks.bold;
        break;
      case 'em_open':
        marks.italic = true;
        break;
      case 'em_close':
        delete marks.italic;
        break;
      case 's_open':
        marks.strike = true;
        break;
      case 's_close':
        delete marks.strike;
        break;
      case 'link_open':
        marks.link = token.attrGet('href');
        break;
      case 'link_close':
        delete marks.link;
        break;
      case 'image':
        push(token.content || (token.attrGet('src') ?? ''), { link: token.attrGet('src') });
        break;
    }
  }
  return ops;
}

const text = (type: BlockType, ops: Op[], extra: Record<string, unknown> = {}): MarkdownBlock => ({
  type,
  content: {
    alignment: 'left',
    direction: 'ltr',
    deltaFormat: ops.length > 0 ? ops : [{ insert: '' }],
    ...extra,
  },
});

/** A paragraph of a lone image becomes an image block. */
function loneImage(inline: Token | undefined): string | null {
  const children = (inline?.children ?? []).filter((token) => token.type !== 'text' || token.content.trim());
  return children.length === 1 && children[0].type === 'image' ? children[0].attrGet('src') : null;
}

/**
 * Markdown as doc blocks, in order: headings as titles (#: large, ##: medium, deeper: small),
 * paragraphs as normal text, list items as bulleted, numbered or check list blocks (`[ ]`/`[x]`),
 * fenced or indented code as code, quotes as quote, rules as dividers, a lone image as an image
 * block, and each table row as a normal text line with its cells between ` | `.
 */
export function blocksFromMarkdown(markdown: string): MarkdownBlock[] {
  if (Buffer.byteLength(markdown) > MARKDOWN_MAX_BYTES)
    throw invalidArgument(`markdown must be at most ${MARKDOWN_MAX_BYTES} bytes`);
  const tokens = parser.parse(markdown, {});
  const blocks: MarkdownBlock[] = [];
  const lists: ('bulleted_list' | 'numbered_list')[] = [];
  let quote = 0;
  let row: string[] | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    switch (token.type) {
      case 'heading_open':
        blocks.push(text(HEADINGS[token.tag] ?? 'small_title', opsOf(tokens[i + 1])));
        i += 2;
        break;
      case 'bullet_list_open':
        lists.push('bulleted_list');
        break;
      case 'ordered_list_open':
        lists.push('numbered_list');
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'blockquote_open':
        quote += 1;
        break;
      case 'blockquote_close':
        quote -= 1;
        break;
      case 'paragraph_open': {
        const inline = tokens[i + 1];
        const image = loneImage(inline);
        let ops = opsOf(inline);
        if (image && lists.length === 0) blocks.push({ type: 'image', content: { url: image } });
        else if (lists.length > 0) {
          const check = /^\[( |x|X)\] /.exec(ops[0]?.insert ?? '');
          if (check) ops = [{ ...ops[0], insert: ops[0].insert.slice(4) }, ...ops.slice(1)];
          blocks.push(
            check
              ? text('check_list', ops, { checked: check[1] !== ' ' })
              : text(lists[lists.length - 1], ops),
          );
        } else blocks.push(text(quote > 0 ? 'quote' : 'normal_text', ops));
        i += 2;
        break;
      }
      case 'fence':
      case 'code_block':
        blocks.push(
          text(
            'code',
            [{ insert: token.content.replace(/\n$/, '') }],
            token.info ? { language: token.info } : {},
          ),
        );
        break;
      case 'hr':
        blocks.push({ type: 'divider', content: {} });
        break;
      case 'tr_open':
        row = [];
        break;
      case 'inline':
        if (row)
          row.push(
            opsOf(token)
              .map((op) => op.insert)
              .join(''),
          );
        break;
      case 'tr_close':
        if (row) blocks.push(text('normal_text', [{ insert: row.join(' | ') }]));
        row = null;
        break;
    }
    if (blocks.length > DOC_LIMITS.blocksPerDoc)
      throw invalidArgument(`A doc holds at most ${DOC_LIMITS.blocksPerDoc} blocks`);
  }
  return blocks;
}
