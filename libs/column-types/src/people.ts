import { columnValueInvalid } from '@workapi/errors';
import { memberId } from './members';
import {
  asObject,
  CLEARED,
  idsNamed,
  isEmptyInput,
  type ColumnTypeHandler,
  type Parsed,
  type WriteContext,
  changedAt,
} from './types';
import type { ReadContext } from './view';

type Kind = 'person' | 'team';

interface Person {
  id: number;
  kind: Kind;
}

interface People {
  personsAndTeams: Person[];
  changed_at: string;
}

/** Users and teams of the caller's account can be assigned, as on monday.com. */
function people(entries: unknown[], ctx: WriteContext): Parsed {
  const seen = new Set<string>();
  const persons: Person[] = [];
  for (const entry of entries) {
    const raw =
      typeof entry === 'object' && entry !== null
        ? (entry as Record<string, unknown>)
        : { id: entry, kind: 'person' };
    const kind = raw.kind ?? 'person';
    if (kind !== 'person' && kind !== 'team')
      throw columnValueInvalid('people', `kind ${JSON.stringify(kind)} is neither "person" nor "team"`);
    const id = memberId('people', kind === 'team' ? 'teams' : 'users', raw.id, ctx);
    if (!seen.has(`${kind}-${id}`)) persons.push({ id, kind });
    seen.add(`${kind}-${id}`);
  }
  return persons.length === 0
    ? CLEARED
    : { stored: { personsAndTeams: persons, changed_at: ctx.now.toISOString() } };
}

/** A user is found by their id, a team by `team-<id>` (team and user ids are counted apart). */
const termOf = (person: Person) => (person.kind === 'team' ? `team-${person.id}` : String(person.id));

const nameOf = (person: Person, read: ReadContext) =>
  (person.kind === 'team' ? read.directory.teams : read.directory.users).get(String(person.id));

export const peopleColumn: ColumnTypeHandler<People> = {
  graphqlType: 'PeopleValue',
  names: ['teams', 'users'],
  // monday.com's filter values: `person-<id>` and `team-<id>`; a user's bare id as well.
  identities: (stored) =>
    stored.personsAndTeams.flatMap((person) =>
      person.kind === 'team' ? [`team-${person.id}`] : [String(person.id), `person-${person.id}`],
    ),
  // Found by id, searched by name: a renamed user or team still finds their items.
  lookupTerms: (stored) => stored.personsAndTeams.map(termOf),
  searchTerms: (value, _column, search) => [
    ...idsNamed(search.users.entries(), value.trim()),
    ...idsNamed(search.teams.entries(), value.trim()).map((id) => `team-${id}`),
  ],
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
          .map((person) => nameOf(person, read) ?? '')
          .filter(Boolean)
          .join(', ')
      : '',
  value: (stored) => stored,
  fields: {
    updated_at: changedAt,
    persons_and_teams: (stored) =>
      stored ? stored.personsAndTeams.map((person) => ({ id: person.id, kind: person.kind })) : [],
  },
};

/**
 * The users (not teams) a stored value of a people column assigns; none for any other value. What
 * an assignment notifies and subscribes (the items subgraph's notifications).
 */
export function assignedUserIds(stored: unknown): string[] {
  const list = (stored as Partial<People> | null)?.personsAndTeams;
  if (!Array.isArray(list)) return [];
  return list.filter((person) => person?.kind === 'person').map((person) => String(person.id));
}
