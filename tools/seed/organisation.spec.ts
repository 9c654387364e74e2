import { seedOrganisation, TEAMS, USERS, WORKSPACES, type OrganisationCounts } from './organisation';

interface Team {
  id: string;
  name: string;
  guests: boolean;
  members: string[];
}

/** The variables the organisation's operations send, by name. */
interface Vars {
  emails: string[];
  role: string;
  input: { name: string; is_guest_team: boolean; subscriber_ids: string[] };
  name: string;
  kind: string;
  w: string | string[];
  teams: string[];
}

/** A stand-in account answering the organisation's operations from memory, as the API would. */
function account(seats = 100) {
  let next = 100;
  const state = {
    users: [{ id: '1', email: 'owner@demo.test', role: 'ADMIN' }],
    teams: [] as Team[],
    workspaces: [] as Array<{ id: string; name: string; kind: string; teams: string[] }>,
    folders: [] as Array<{ id: string; name: string; workspace: string }>,
    mutations: [] as string[],
    warnings: [] as string[],
  };
  const answer = (query: string, v: Vars): unknown => {
    const field = /^(?:query|mutation)[^{]*\{\s*(\w+)/.exec(query)?.[1];
    switch (field) {
      case 'users':
        return { users: state.users.filter((user) => v.emails.includes(user.email)) };
      case 'invite_users': {
        const invited = [];
        const errors = [];
        for (const email of v.emails) {
          if (state.users.length >= seats)
            errors.push({ message: `The account's plan seats ${seats} users` });
          else
            invited.push(state.users[state.users.push({ id: String((next += 1)), email, role: v.role }) - 1]);
        }
        return { invite_users: { invited_users: invited, errors } };
      }
      case 'teams':
        return { teams: state.teams };
      case 'create_team': {
        const team = {
          id: String((next += 1)),
          name: v.input.name,
          guests: v.input.is_guest_team,
          members: v.input.subscriber_ids,
        };
        state.teams.push(team);
        return { create_team: team };
      }
      case 'workspaces':
        return {
          workspaces: state.workspaces.map((w) => ({
            ...w,
            teams_subscribers: w.teams.map((id) => ({ id })),
          })),
        };
      case 'create_workspace': {
        const workspace = { id: String((next += 1)), name: v.name, kind: v.kind, teams: [] };
        state.workspaces.push(workspace);
        return { create_workspace: workspace };
      }
      case 'add_teams_to_workspace':
        state.workspaces.find((w) => w.id === v.w)!.teams.push(...v.teams);
        return { add_teams_to_workspace: [] };
      case 'folders':
        return { folders: state.folders.filter((folder) => [v.w].flat().includes(folder.workspace)) };
      case 'create_folder': {
        const folder = { id: String((next += 1)), name: v.name, workspace: String(v.w) };
        state.folders.push(folder);
        return { create_folder: folder };
      }
    }
    throw new Error(`unexpected operation: ${query}`);
  };
  const io = {
    data: async <T>(query: string, variables: Record<string, unknown> = {}) =>
      answer(query, variables as unknown as Vars) as T,
    mutate: async <T>(query: string, variables: Record<string, unknown>) => {
      state.mutations.push(/\{\s*(\w+)/.exec(query)![1]);
      return answer(query, variables as unknown as Vars) as T;
    },
    warn: (text: string) => state.warnings.push(text),
  };
  return { state, io };
}

const zero = (): OrganisationCounts => ({
  users: { created: 0, found: 0 },
  teams: { created: 0, found: 0 },
  workspaces: { created: 0, found: 0 },
  folders: { created: 0, found: 0 },
});

describe('the demo organisation', () => {
  it('invites users of every role, makes the teams, workspaces and folder, and answers the folder', async () => {
    const { state, io } = account();
    const counts = zero();
    const folder = await seedOrganisation(io, counts);

    expect(new Set(state.users.slice(1).map((user) => user.role))).toEqual(
      new Set(['ADMIN', 'MEMBER', 'VIEW_ONLY', 'GUEST']),
    );
    const id = (email: string) => state.users.find((user) => user.email === email)!.id;
    const partners = state.teams.find((team) => team.name === 'Partners')!;
    expect(partners.guests).toBe(true);
    expect(partners.members).toEqual(['gus.guest@demo.test'].map(id));
    expect(state.teams.filter((team) => !team.guests).flatMap((team) => team.members)).not.toContain(
      id('gus.guest@demo.test'),
    );
    expect(state.workspaces.map((w) => [w.name, w.kind, w.teams.length])).toEqual([
      ['Product', 'open', 2],
      ['Leadership', 'closed', 1],
    ]);
    expect(state.folders).toEqual([{ id: folder, name: 'Roadmaps', workspace: state.workspaces[0].id }]);
    expect(counts).toEqual({
      users: { created: USERS.length, found: 0 },
      teams: { created: TEAMS.length, found: 0 },
      workspaces: { created: WORKSPACES.length, found: 0 },
      folders: { created: 1, found: 0 },
    });
  });

  it('makes nothing twice: a second run finds it all and answers the same folder', async () => {
    const { state, io } = account();
    const first = await seedOrganisation(io, zero());
    const made = state.mutations.length;
    const counts = zero();

    await expect(seedOrganisation(io, counts)).resolves.toBe(first);
    expect(state.mutations).toHaveLength(made);
    expect(counts).toEqual({
      users: { created: 0, found: USERS.length },
      teams: { created: 0, found: TEAMS.length },
      workspaces: { created: 0, found: WORKSPACES.length },
      folders: { created: 0, found: 1 },
    });
  });

  it('resumes a run stopped after a workspace was made, adding its teams then', async () => {
    const { state, io } = account();
    state.workspaces.push({ id: '9', name: 'Leadership', kind: 'closed', teams: [] });

    await seedOrganisation(io, zero());
    expect(state.workspaces.filter((w) => w.name === 'Leadership')).toEqual([
      {
        id: '9',
        name: 'Leadership',
        kind: 'closed',
        teams: [state.teams.find((t) => t.name === 'Product')!.id],
      },
    ]);
  });

  it('warns about users a full plan leaves out, and makes the rest with those it has', async () => {
    const { state, io } = account(3);
    const counts = zero();
    await seedOrganisation(io, counts);

    expect(counts.users.created).toBe(2);
    expect(state.warnings).toEqual([
      "invite_users: The account's plan seats 3 users",
      "invite_users: The account's plan seats 3 users",
      "invite_users: The account's plan seats 3 users",
    ]);
    expect(state.teams.map((team) => team.name)).toEqual(['Product', 'Engineering', 'Partners']);
    expect(state.teams.find((team) => team.name === 'Partners')!.members).toEqual([]);
  });
});
