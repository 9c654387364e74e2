// The demo account's organisation: users of every role, teams, workspaces and a folder, made
// through the public API as an admin would. Each is found by its email or name before it is made,
// so a resumed or repeated run makes only what is missing; invited users stay pending until they
// join, as on monday.com.
import type { Tally } from './seed';

type Role = 'ADMIN' | 'MEMBER' | 'VIEW_ONLY' | 'GUEST';

interface UserPlan {
  email: string;
  role: Role;
}

interface TeamPlan {
  name: string;
  /** A guest team holds guests only, any other team no guests. */
  guests?: boolean;
  members: string[];
}

interface WorkspacePlan {
  name: string;
  kind: 'open' | 'closed';
  description: string;
  teams: string[];
  folders: string[];
}

export const USERS: UserPlan[] = [
  { email: 'ada.admin@demo.test', role: 'ADMIN' },
  { email: 'max.member@demo.test', role: 'MEMBER' },
  { email: 'mia.member@demo.test', role: 'MEMBER' },
  { email: 'val.viewer@demo.test', role: 'VIEW_ONLY' },
  { email: 'gus.guest@demo.test', role: 'GUEST' },
];

export const TEAMS: TeamPlan[] = [
  { name: 'Product', members: ['ada.admin@demo.test', 'max.member@demo.test'] },
  { name: 'Engineering', members: ['mia.member@demo.test', 'val.viewer@demo.test'] },
  { name: 'Partners', guests: true, members: ['gus.guest@demo.test'] },
];

export const WORKSPACES: WorkspacePlan[] = [
  {
    name: 'Product',
    kind: 'open',
    description: 'Roadmaps and launches, open to the whole account.',
    teams: ['Product', 'Engineering'],
    folders: ['Roadmaps'],
  },
  {
    name: 'Leadership',
    kind: 'closed',
    description: 'Plans and reviews, seen by its members only.',
    teams: ['Product'],
    folders: [],
  },
];

/** Where the first demo board goes: a folder of the open workspace. */
export const BOARD_FOLDER = { workspace: 'Product', folder: 'Roadmaps' };

export interface OrganisationCounts {
  users: Tally;
  teams: Tally;
  workspaces: Tally;
  folders: Tally;
}

/** How the organisation is read and made: `mutate` carries the request's Idempotency-Key. */
export interface OrganisationIo {
  data<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  mutate<T>(query: string, variables: Record<string, unknown>): Promise<T>;
  warn(text: string): void;
}

const PAGE = 100;

/** Makes what is missing of the organisation; answers the folder of `BOARD_FOLDER`. */
export async function seedOrganisation(
  io: OrganisationIo,
  counts: OrganisationCounts,
): Promise<string | null> {
  const userIds = await seedUsers(io, counts.users);
  const teamIds = await seedTeams(io, counts.teams, userIds);
  let boardFolder: string | null = null;
  for (const plan of WORKSPACES) {
    const workspaceId = await seedWorkspace(io, counts.workspaces, plan, teamIds);
    const folders = await seedFolders(io, counts.folders, workspaceId, plan.folders);
    if (plan.name === BOARD_FOLDER.workspace) boardFolder = folders.get(BOARD_FOLDER.folder) ?? null;
  }
  return boardFolder;
}

/** The demo users' ids by email, inviting those the account has not, one request per role. */
async function seedUsers(io: OrganisationIo, tally: Tally): Promise<Map<string, string>> {
  const { users } = await io.data<{ users: Array<{ id: string; email: string }> }>(
    'query ($emails: [String]) { users(emails: $emails, kind: all, limit: 1000) { id email } }',
    { emails: USERS.map((user) => user.email) },
  );
  const ids = new Map(users.map((user) => [user.email.toLowerCase(), user.id]));
  tally.found += USERS.filter((user) => ids.has(user.email)).length;
  const missing = USERS.filter((user) => !ids.has(user.email));
  for (const role of new Set(missing.map((user) => user.role))) {
    const { invite_users } = await io.mutate<{
      invite_users: {
        invited_users: Array<{ id: string; email: string }> | null;
        errors: Array<{ message: string }> | null;
      };
    }>(
      'mutation ($emails: [String!]!, $role: UserRole) { invite_users(emails: $emails, user_role: $role) { invited_users { id email } errors { message } } }',
      { emails: missing.filter((user) => user.role === role).map((user) => user.email), role },
    );
    for (const user of invite_users.invited_users ?? []) ids.set(user.email.toLowerCase(), user.id);
    tally.created += invite_users.invited_users?.length ?? 0;
    // A full plan or a deactivated demo user leaves that user out; the rest of the demo still comes.
    for (const error of invite_users.errors ?? []) io.warn(`invite_users: ${error.message}`);
  }
  return ids;
}

/** The demo teams' ids by name; a missing one is made with those of its members that exist. */
async function seedTeams(
  io: OrganisationIo,
  tally: Tally,
  userIds: Map<string, string>,
): Promise<Map<string, string>> {
  const { teams } = await io.data<{ teams: Array<{ id: string; name: string }> }>(
    'query { teams { id name } }',
  );
  const ids = new Map<string, string>();
  for (const team of teams) if (!ids.has(team.name)) ids.set(team.name, team.id);
  for (const plan of TEAMS) {
    if (ids.has(plan.name)) {
      tally.found += 1;
      continue;
    }
    const members = plan.members.flatMap((email) => userIds.get(email) ?? []);
    const { create_team } = await io.mutate<{ create_team: { id: string } }>(
      'mutation ($input: CreateTeamAttributesInput!) { create_team(input: $input, options: { allow_empty_team: true }) { id } }',
      { input: { name: plan.name, is_guest_team: plan.guests ?? false, subscriber_ids: members } },
    );
    ids.set(plan.name, create_team.id);
    tally.created += 1;
  }
  return ids;
}

/** The workspace's id, made if missing, with the plan's teams added if they are not there yet. */
async function seedWorkspace(
  io: OrganisationIo,
  tally: Tally,
  plan: WorkspacePlan,
  teamIds: Map<string, string>,
): Promise<string> {
  type Listed = { id: string; name: string; teams_subscribers: Array<{ id: string }> | null };
  let found: Listed | undefined;
  for (let page = 1; !found; page += 1) {
    const { workspaces } = await io.data<{ workspaces: Listed[] }>(
      `query ($page: Int!) { workspaces(limit: ${PAGE}, page: $page) { id name teams_subscribers(limit: ${PAGE}) { id } } }`,
      { page },
    );
    found = workspaces.find((workspace) => workspace.name === plan.name);
    if (workspaces.length < PAGE) break;
  }
  let id = found?.id;
  if (id) {
    tally.found += 1;
  } else {
    const { create_workspace } = await io.mutate<{ create_workspace: { id: string } }>(
      'mutation ($name: String!, $kind: WorkspaceKind!, $description: String) { create_workspace(name: $name, kind: $kind, description: $description) { id } }',
      { name: plan.name, kind: plan.kind, description: plan.description },
    );
    id = create_workspace.id;
    tally.created += 1;
  }
  const present = new Set((found?.teams_subscribers ?? []).map((team) => team.id));
  const teams = plan.teams.flatMap((name) => teamIds.get(name) ?? []).filter((team) => !present.has(team));
  if (teams.length > 0) {
    await io.mutate(
      'mutation ($w: ID!, $teams: [ID!]!) { add_teams_to_workspace(workspace_id: $w, team_ids: $teams, kind: subscriber) { id } }',
      { w: id, teams },
    );
  }
  return id;
}

/** The workspace's demo folders' ids by name, made if missing. */
async function seedFolders(
  io: OrganisationIo,
  tally: Tally,
  workspaceId: string,
  names: string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (names.length === 0) return ids;
  const { folders } = await io.data<{ folders: Array<{ id: string; name: string }> }>(
    `query ($w: [ID]) { folders(workspace_ids: $w, limit: ${PAGE}) { id name } }`,
    { w: [workspaceId] },
  );
  for (const folder of folders) if (!ids.has(folder.name)) ids.set(folder.name, folder.id);
  for (const name of names) {
    if (ids.has(name)) {
      tally.found += 1;
      continue;
    }
    const { create_folder } = await io.mutate<{ create_folder: { id: string } }>(
      'mutation ($name: String!, $w: ID) { create_folder(name: $name, workspace_id: $w) { id } }',
      { name, w: workspaceId },
    );
    ids.set(name, create_folder.id);
    tally.created += 1;
  }
  return ids;
}
