import { columnValueInvalid } from '@workapi/errors';
import type { ColumnDefinition } from './columns';
import {
  asObject,
  CLEARED,
  isEmptyInput,
  splitNames,
  type ColumnTypeHandler,
  type Parsed,
  type WriteContext,
} from './types';
import type { ReadContext } from './view';

/**
 * A tag of the account as the boards subgraph publishes it (reference data `tags`): public
 * (`board_id` null) or scoped to the private or shareable board it was made on.
 */
export interface TagFacts {
  name: string;
  color: string;
  board_id: string | null;
}

interface Tags {
  tag_ids: number[];
  changed_at: string;
}

interface Tag {
  id: number;
  name: string;
  color: string;
}

/** Tags a column of this board may hold: the account's public tags and the board's own. */
const usableOn = (column: ColumnDefinition, tag: TagFacts | undefined): tag is TagFacts =>
  tag !== undefined && (tag.board_id === null || tag.board_id === column.board_id);

/**
 * Before tags were the account's, a tags column kept its own in `settings.tags` (ids from 1, far
 * below any account tag's): values written then still name them, and are read from the column
 * until they are written again.
 */
const columnTags = (column: ColumnDefinition): Array<{ id: number; name: string }> =>
  (column.settings.tags as Array<{ id: number; name: string }> | undefined) ?? [];

function tagOf(id: number, column: ColumnDefinition, read: ReadContext): Tag | undefined {
  const tag = read.directory.tags.get(String(id));
  if (usableOn(column, tag)) return { id, name: tag.name, color: tag.color };
  const own = columnTags(column).find((candidate) => candidate.id === id);
  return own && { id, name: own.name, color: '#c4c4c4' };
}

const tagsOf = (stored: Tags | null, column: ColumnDefinition, read: ReadContext): Tag[] =>
  (stored?.tag_ids ?? []).map((id) => tagOf(id, column, read)).filter((tag): tag is Tag => tag !== undefined);

function stored(ids: number[], ctx: WriteContext): Parsed {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? CLEARED : { stored: { tag_ids: unique, changed_at: ctx.now.toISOString() } };
}

/** monday.com's form: ids of tags the board may hold (an unknown id, or another board's, is refused). */
function byIds(raw: unknown, column: ColumnDefinition, ctx: WriteContext): Parsed {
  if (!Array.isArray(raw)) throw columnValueInvalid('tags', 'tag_ids is a list of tag ids');
  const ids = raw.map((id) => {
    const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
    if (
      typeof number !== 'number' ||
      !Number.isInteger(number) ||
      !usableOn(column, ctx.directory.tags.get(String(number)))
    )
      throw columnValueInvalid('tags', `This tag id doesn't exist: ${JSON.stringify(id)}`);
    return number;
  });
  return stored(ids, ctx);
}

/**
 * Tags named (our simple form, and `tag_names`): each must exist already, matched exactly, else
 * ignoring case, the board's own before public ones. Names are not created here: a tag is the
 * boards subgraph's, made by create_or_get_tag, and a value write does not reach across to it.
 */
function byNames(names: unknown[], column: ColumnDefinition, ctx: WriteContext): Parsed {
  const usable = [...ctx.directory.tags]
    .filter(([, tag]) => usableOn(column, tag))
    .sort(([, a], [, b]) => Number(a.board_id === null) - Number(b.board_id === null));
  const ids = names.map((raw) => {
    const name = typeof raw === 'string' ? raw.trim() : '';
    const found =
      usable.find(([, tag]) => tag.name === name) ??
      usable.find(([, tag]) => tag.name.toLowerCase() === name.toLowerCase());
    if (name === '' || !found)
      throw columnValueInvalid(
        'tags',
        `There is no tag named ${JSON.stringify(raw)} on this board; create it with create_or_get_tag`,
      );
    return Number(found[0]);
  });
  return stored(ids, ctx);
}

/** Tags are the account's (the boards subgraph's `tags`); a value holds their ids, as monday.com's does. */
export const tags: ColumnTypeHandler<Tags> = {
  graphqlType: 'TagsValue',
  names: ['tags'],
  identities: (stored, _column, text) => [...stored.tag_ids.map(String), ...text.split(', ')],
  lookupTerms: (stored) => stored.tag_ids.map(String),
  searchTerms: (value, column, search) => {
    const name = value.trim().toLowerCase();
    return [
      ...[...search.tags]
        .filter(([, tag]) => usableOn(column, tag) && tag.name.toLowerCase() === name)
        .map(([id]) => id),
      ...columnTags(column)
        .filter((tag) => tag.name.toLowerCase() === name)
        .map((tag) => String(tag.id)),
    ];
  },
  fromJson(input, column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('tags', input, '{"tag_ids": [1, 2]}');
    if (value.tag_names != null) {
      if (!Array.isArray(value.tag_names)) throw columnValueInvalid('tags', 'tag_names is a list of strings');
      return byNames(value.tag_names, column, ctx);
    }
    return byIds(value.tag_ids ?? [], column, ctx);
  },
  fromSimple: (input, column, ctx) => byNames(splitNames(input), column, ctx),
  text: (stored, column, read) =>
    tagsOf(stored, column, read)
      .map((tag) => tag.name)
      .join(', '),
  value: (stored) => (stored ? { tag_ids: stored.tag_ids } : null),
  fields: {
    tag_ids: (stored) => stored?.tag_ids ?? [],
    tags: (stored, column, read) => tagsOf(stored, column, read),
  },
};
