import { columnValueInvalid } from '@workapi/errors';
import {
  asObject,
  CLEARED,
  idsNamed,
  isEmptyInput,
  type ColumnTypeHandler,
  type Parsed,
  type WriteContext,
} from './types';

interface Person {
  id: number;
  kind: 'person' | 'team';
}

interface People {
  personsAndTeams: Person[];
  changed_at: string;
}

/** The users a stored people value names, whose display names rendering it needs. */
export function peopleIds(stored: unknown): string[] {
  const persons = (stored as People | null)?.personsAndTeams;
  return Array.isArray(persons) ? persons.map((person) => String(person.id)) : [];
}

/** Only users of the caller's account can be assigned; this API has no teams. */
function people(entries: unknown[], ctx: WriteContext): Parsed {
  const seen = new Set<number>();
  const persons: Person[] = [];
  for (const entry of entries) {
    const raw =
      typeof entry === 'object' && entry !== null
        ? (entry as Record<string, unknown>)
        : { id: entry, kind: 'person' };
    const id = typeof raw.id === 'string' && /^\d+$/.test(raw.id.trim()) ? Number(raw.id) : raw.id;
    const kind = raw.kind ?? 'person';
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
      throw columnValueInvalid('people', `${JSON.stringify(raw.id)} is not a user id`);
    }
    if (kind !== 'person')
      throw columnValueInvalid(
        'people',
        `Only persons can be assigned (kind "${String(kind)}" is not supported)`,
      );
    if (ctx.users && !ctx.users.has(String(id)))
      throw columnValueInvalid('people', `User ${id} is not a user of this account`);
    if (!seen.has(id)) persons.push({ id, kind: 'person' });
    seen.add(id);
  }
  return persons.length === 0
    ? CLEARED
    : { stored: { personsAndTeams: persons, changed_at: ctx.now.toISOString() } };
}

export const peopleColumn: ColumnTypeHandler<People> = {
  graphqlType: 'PeopleValue',
  identities: (stored) =>
    stored.personsAndTeams.flatMap((person) => [String(person.id), `person-${person.id}`]),
  // Found by user id, searched by the user's name: a renamed user still finds their items.
  lookupTerms: (stored) => stored.personsAndTeams.map((person) => String(person.id)),
  searchTerms: (value, _column, search) => idsNamed(search.users.entries(), value.trim()),
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const list = asObject(
      'people',
      input,
      '{"personsAndTeams": [{"id": 1, "kind": "person"}]}',
    ).personsAndTeams;
    if (list == null) return CLEARED;
    if (!Array.isArray(list))
      throw columnValueInvalid('people', 'personsAndTeams is a list of {"id", "kind"}');
    return people(list, ctx);
  },
  fromSimple: (input, _column, ctx) =>
    people(
      input
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
      ctx,
    ),
  text: (stored, _column, read) =>
    stored
      ? stored.personsAndTeams
          .map((person) => read.userName(String(person.id)) ?? '')
          .filter(Boolean)
          .join(', ')
      : '',
  value: (stored) => stored,
  fields: {
    persons_and_teams: (stored) =>
      stored ? stored.personsAndTeams.map((person) => ({ id: person.id, kind: person.kind })) : [],
  },
};
