import { memberId } from './members';
import {
  asObject,
  CLEARED,
  isEmptyInput,
  type ColumnTypeHandler,
  type Parsed,
  type WriteContext,
} from './types';

interface Team {
  team_id: number;
  changed_at: string;
}

const team = (raw: unknown, ctx: WriteContext): Parsed => ({
  stored: { team_id: memberId('team', 'teams', raw, ctx), changed_at: ctx.now.toISOString() },
});

/** team: one team of the account, `{"team_id": 456}`; its text is the team's name (reference data). */
export const teamColumn: ColumnTypeHandler<Team> = {
  graphqlType: 'TeamValue',
  names: ['teams'],
  identities: (stored, _column, text) => [String(stored.team_id), `team-${stored.team_id}`, text],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const raw = asObject('team', input, '{"team_id": 456}').team_id;
    return raw == null ? CLEARED : team(raw, ctx);
  },
  fromSimple: (input, _column, ctx) => (input.trim() === '' ? CLEARED : team(input, ctx)),
  text: (stored, _column, read) => (stored ? (read.directory.teams.get(String(stored.team_id)) ?? '') : ''),
  value: (stored) => stored,
  fields: {
    team_id: (stored) => stored?.team_id ?? null,
    updated_at: (stored) => stored?.changed_at ?? null,
  },
};

interface Person {
  id: number;
  changed_at: string;
}

const person = (raw: unknown, ctx: WriteContext): Parsed => ({
  stored: { id: memberId('person', 'users', raw, ctx), changed_at: ctx.now.toISOString() },
});

/** person (monday.com's legacy single-person column): one user, `{"id": 4}` or the id as a string. */
export const personColumn: ColumnTypeHandler<Person> = {
  graphqlType: 'PersonValue',
  names: ['users'],
  identities: (stored) => [String(stored.id), `person-${stored.id}`],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const raw = asObject('person', input, '{"id": 4}').id;
    return raw == null ? CLEARED : person(raw, ctx);
  },
  fromSimple: (input, _column, ctx) => (input.trim() === '' ? CLEARED : person(input, ctx)),
  text: (stored, _column, read) => (stored ? (read.directory.users.get(String(stored.id)) ?? '') : ''),
  value: (stored) => stored,
  fields: {
    person_id: (stored) => (stored ? String(stored.id) : null),
    updated_at: (stored) => stored?.changed_at ?? null,
  },
};
