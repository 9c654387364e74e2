import type { ColumnType } from './columns';
import { memberId } from './members';
import {
  asObject,
  CLEARED,
  isEmptyInput,
  type ColumnTypeHandler,
  type ColumnValueTypename,
  type WriteContext,
} from './types';

/** One user or team under `key`, stamped when written: what team and person values hold. */
type Member<K extends string> = Record<K, number> & { changed_at: string };

/**
 * A column holding one user or team of the account (`{"<key>": 456}` or the id as a string); its
 * text is their name from the directory, and `any_of` finds it by id or `<type>-<id>`.
 */
function oneMember<K extends string>(
  type: ColumnType,
  graphqlType: ColumnValueTypename,
  part: 'users' | 'teams',
  key: K,
): Omit<ColumnTypeHandler<Member<K>>, 'fields'> {
  const write = (raw: unknown, ctx: WriteContext) =>
    raw == null
      ? CLEARED
      : { stored: { [key]: memberId(type, part, raw, ctx), changed_at: ctx.now.toISOString() } };
  return {
    graphqlType,
    names: [part],
    identities: (stored, _column, text) => [String(stored[key]), `${type}-${stored[key]}`, text],
    fromJson(input, _column, ctx) {
      if (isEmptyInput(input)) return CLEARED;
      return write(asObject(type, input, `{"${key}": 456}`)[key], ctx);
    },
    fromSimple: (input, _column, ctx) => write(input.trim() === '' ? null : input, ctx),
    text: (stored, _column, read) => (stored ? (read.directory[part].get(String(stored[key])) ?? '') : ''),
    value: (stored) => stored,
  };
}

/** team: one team of the account, `{"team_id": 456}`; its name is reference data (directory). */
export const teamColumn: ColumnTypeHandler<Member<'team_id'>> = {
  ...oneMember('team', 'TeamValue', 'teams', 'team_id'),
  fields: {
    team_id: (stored) => stored?.team_id ?? null,
    updated_at: (stored) => stored?.changed_at ?? null,
  },
};

/** person (monday.com's legacy single-person column): one user, `{"id": 4}`. */
export const personColumn: ColumnTypeHandler<Member<'id'>> = {
  ...oneMember('person', 'PersonValue', 'users', 'id'),
  fields: {
    person_id: (stored) => (stored ? String(stored.id) : null),
    updated_at: (stored) => stored?.changed_at ?? null,
  },
};
