import {
  GraphQLClient,
  officialMondayClient,
  startTestStack,
  statusWithin,
  type GraphQLAnswer,
  type TestStack,
} from '@workapi/testing';

// The organisation around boards, through the gateway, as a monday.com client reads and changes
// it: the account, its users and their roles (contract section 9).

let env: TestStack;
let admin: GraphQLClient;
let member: GraphQLClient;
let other: GraphQLClient;
let memberId: string;
let otherId: string;
let viewer: GraphQLClient;
let guest: GraphQLClient;
let guestId: string;

const ME = '{ me { id } }';
const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;
const idOf = async (client: GraphQLClient) =>
  (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;

beforeAll(async () => {
  env = await startTestStack([
    { name: 'acme', users: 5, roles: [undefined, undefined, undefined, 'viewer', 'guest'] },
    { name: 'globex', tier: 'free' },
  ]);
  admin = env.clients.acme;
  member = admin.withToken(env.tokens.acme[1]);
  other = admin.withToken(env.tokens.acme[2]);
  memberId = await idOf(member);
  otherId = await idOf(other);
  viewer = admin.withToken(env.tokens.acme[3]);
  guest = admin.withToken(env.tokens.acme[4]);
  guestId = await idOf(guest);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('the account', () => {
  it('answers the account with its plan from the tier, for the account and for a user', async () => {
    const { account, me } = await admin.data<{
      account: Record<string, unknown>;
      me: { account: { id: string } };
    }>(
      `{ account { id name slug tier plan { max_users period tier version } products { id kind default_workspace_id }
          first_day_of_the_week show_timeline_weekends active_members_count logo country_code sign_up_product_kind }
         me { account { id } } }`,
    );
    expect(account).toMatchObject({
      name: 'acme',
      slug: 'acme',
      tier: 'pro',
      plan: { max_users: 250, tier: 'pro', version: 1 },
      products: [{ kind: 'core', default_workspace_id: null }],
      first_day_of_the_week: 'sunday',
      show_timeline_weekends: true,
      active_members_count: 5,
      logo: null,
    });
    expect(me.account.id).toBe(account.id);
    const free = await env.clients.globex.data<{ account: { plan: { max_users: number } } }>(
      '{ account { plan { max_users } } }',
    );
    expect(free.account.plan.max_users).toBe(2);
  });
});

describe('users', () => {
  it('answers every field of a user, with the first user the admin and the others members', async () => {
    const { users } = await admin.data<{ users: Array<Record<string, unknown>> }>(
      `{ users { id name email enabled is_admin is_guest is_pending is_verified is_view_only created_at join_date
          last_activity title phone mobile_phone location birthday time_zone_identifier utc_hours_diff url
          photo_thumb country_code current_language custom_field_metas { id } out_of_office { active }
          account_products { kind } sign_up_product_kind encrypt_api_token } }`,
    );
    expect(users).toHaveLength(5);
    const [first, second] = users;
    expect(first).toMatchObject({ is_admin: true, is_view_only: false, is_guest: false, enabled: true });
    expect(second).toMatchObject({
      id: memberId,
      is_admin: false,
      is_pending: false,
      is_verified: true,
      title: null,
      photo_thumb: null,
      custom_field_metas: [],
      account_products: [{ kind: 'core' }],
      url: `${env.gatewayUrl.replace(/\/graphql$/, '')}/users/${memberId}`,
    });
    expect(second.created_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(second.last_activity).toBe(new Date().toISOString().slice(0, 10));
  });

  it('pages up to 1,000 users as monday.com allows, and refuses more', async () => {
    expect((await admin.data<{ users: unknown[] }>('{ users(limit: 1000) { id } }')).users).toHaveLength(5);
    const page = await admin.data<{ users: Array<{ id: string }> }>('{ users(limit: 1, page: 2) { id } }');
    expect(page.users).toEqual([{ id: memberId }]);
    expect(codeOf(await admin.request('{ users(limit: 1001) { id } }'))).toBe('InvalidArgumentException');
  });

  it('lets a user change its own details, and only an admin change another user', async () => {
    const own = await member.data<{
      update_multiple_users: { updated_users: Array<{ id: string; title: string }> };
    }>(
      `mutation ($id: ID!) { update_multiple_users(user_updates: [{ user_id: $id, user_attribute_updates:
         { title: "Engineer", location: "Lisbon", birthday: "1990-05-17" } }]) { updated_users { id title } errors { code } } }`,
      { id: memberId },
    );
    expect(own.update_multiple_users.updated_users).toEqual([{ id: memberId, title: 'Engineer' }]);
    const refused = await member.request(
      `mutation ($id: ID!) { update_multiple_users(user_updates: [{ user_id: $id, user_attribute_updates: { title: "Boss" } }]) { errors { code } } }`,
      { id: otherId },
    );
    expect(codeOf(refused)).toBe('UserUnauthorizedException');
    expect(refused.body.errors?.[0]?.extensions?.status_code).toBe(403);
    const { users } = await admin.data<{ users: Array<{ title: string | null; location: string | null }> }>(
      '{ users(ids: [' + [memberId, otherId].join(',') + ']) { title location birthday } }',
    );
    expect(users).toEqual([
      { title: 'Engineer', location: 'Lisbon', birthday: '1990-05-17' },
      { title: null, location: null, birthday: null },
    ]);
    const invalid = await admin.data<{
      update_multiple_users: { updated_users: unknown[]; errors: unknown[] };
    }>(
      `mutation ($id: ID!) { update_multiple_users(user_updates: [{ user_id: $id, user_attribute_updates:
         { join_date: "yesterday" } }]) { updated_users { id } errors { code user_id } } }`,
      { id: otherId },
    );
    expect(invalid.update_multiple_users).toEqual({
      updated_users: [],
      errors: [{ code: 'INVALID_FIELD', user_id: otherId }],
    });
  });

  it('refuses user management to a member, changing nothing', async () => {
    for (const mutation of [
      'deactivate_users(user_ids: [$id]) { deactivated_users { id } }',
      'activate_users(user_ids: [$id]) { activated_users { id } }',
      'update_users_role(user_ids: [$id], new_role: ADMIN) { updated_users { id } }',
    ]) {
      const answer = await member.request(`mutation ($id: ID!) { ${mutation} }`, { id: otherId });
      expect(codeOf(answer)).toBe('UserUnauthorizedException');
    }
    const invite = await member.request(
      'mutation { invite_users(emails: ["x@acme.test"]) { invited_users { id } } }',
    );
    expect(codeOf(invite)).toBe('UserUnauthorizedException');
    const { users } = await admin.data<{ users: Array<{ is_admin: boolean; enabled: boolean }> }>(
      `{ users(ids: [${otherId}]) { is_admin enabled } }`,
    );
    expect(users).toEqual([{ is_admin: false, enabled: true }]);
  });

  it('changes roles, never the caller its own', async () => {
    const me = await idOf(admin);
    const { update_users_role } = await admin.data<{
      update_users_role: { updated_users: Array<{ id: string; is_view_only: boolean }>; errors: unknown[] };
    }>(
      `mutation ($ids: [ID!]!) { update_users_role(user_ids: $ids, new_role: VIEW_ONLY) {
         updated_users { id is_view_only } errors { code user_id } } }`,
      { ids: [otherId, me] },
    );
    expect(update_users_role).toEqual({
      updated_users: [{ id: otherId, is_view_only: true }],
      errors: [{ code: 'CANNOT_UPDATE_SELF', user_id: me }],
    });
    const { users } = await admin.data<{ users: Array<{ id: string }> }>(
      '{ users(kind: non_guests) { id } }',
    );
    expect(users.map((user) => user.id)).toContain(otherId);
    await admin.data(
      'mutation ($id: ID!) { update_users_role(user_ids: [$id], new_role: MEMBER) { errors { code } } }',
      {
        id: otherId,
      },
    );
  });

  it('invites pending users within the plan, listed as pending', async () => {
    const { invite_users } = await admin.data<{
      invite_users: {
        invited_users: Array<{ email: string; is_pending: boolean; is_guest: boolean }>;
        errors: unknown[];
      };
    }>(
      `mutation { invite_users(emails: ["guest@partner.test", "no-at-sign"], user_role: GUEST) {
         invited_users { email is_pending is_guest } errors { code email } } }`,
    );
    expect(invite_users).toEqual({
      invited_users: [{ email: 'guest@partner.test', is_pending: true, is_guest: true }],
      errors: [{ code: 'ERROR', email: 'no-at-sign' }],
    });
    const guests = await admin.data<{ users: Array<{ email: string }> }>('{ users(kind: guests) { email } }');
    expect(guests.users.map((user) => user.email)).toEqual([
      expect.stringMatching(/\.dev\.local$/),
      'guest@partner.test',
    ]);
    const joined = await admin.data<{ users: Array<{ email: string }> }>(
      '{ users(kind: non_pending) { email } }',
    );
    expect(joined.users.map((user) => user.email)).not.toContain('guest@partner.test');
    // A free plan seats two users: globex has one, so one more and no further.
    const free = await env.clients.globex.data<{
      invite_users: { invited_users: unknown[]; errors: unknown[] };
    }>(
      'mutation { invite_users(emails: ["a@globex.test", "b@globex.test"]) { invited_users { id } errors { message } } }',
    );
    expect(free.invite_users.invited_users).toHaveLength(1);
    expect(free.invite_users.errors).toEqual([{ message: expect.stringMatching(/seats 2 users/) }]);
  });

  it("refuses a deactivated user's token within the token cache's 5 s, and accepts it again once activated", async () => {
    const { deactivate_users } = await admin.data<{
      deactivate_users: { deactivated_users: Array<{ id: string; enabled: boolean }> };
    }>('mutation ($id: ID!) { deactivate_users(user_ids: [$id]) { deactivated_users { id enabled } } }', {
      id: otherId,
    });
    expect(deactivate_users.deactivated_users).toEqual([{ id: otherId, enabled: false }]);
    const since = Date.now();
    expect(await statusWithin(other, ME, 401, 6_000)).toBe(401);
    expect(Date.now() - since).toBeLessThan(6_000);
    const inactive = await admin.data<{ users: Array<{ id: string }> }>('{ users(non_active: true) { id } }');
    expect(inactive.users).toEqual([{ id: otherId }]);
    await admin.data('mutation ($id: ID!) { activate_users(user_ids: [$id]) { activated_users { id } } }', {
      id: otherId,
    });
    expect(await statusWithin(other, ME, 200, 6_000)).toBe(200);
  });
});

describe('teams', () => {
  interface Team {
    id: string;
    name: string;
    is_guest: boolean;
    users: Array<{ id: string }>;
    owners: Array<{ id: string }>;
  }
  const TEAM = 'id name is_guest picture_url users { id } owners { id }';

  it('a member makes a team of users; an empty one only when allowed', async () => {
    const { create_team } = await member.data<{ create_team: Team }>(
      `mutation ($ids: [ID!]) { create_team(input: { name: "Platform", subscriber_ids: $ids }) { ${TEAM} } }`,
      { ids: [memberId, otherId] },
    );
    expect(create_team).toMatchObject({
      name: 'Platform',
      is_guest: false,
      picture_url: null,
      users: [{ id: memberId }, { id: otherId }],
      owners: [],
    });
    const empty = await member.request('mutation { create_team(input: { name: "Nobody" }) { id } }');
    expect(codeOf(empty)).toBe('InvalidArgumentException');
    const allowed = await member.data<{ create_team: Team }>(
      `mutation { create_team(input: { name: "Nobody" }, options: { allow_empty_team: true }) { ${TEAM} } }`,
    );
    expect(allowed.create_team.users).toEqual([]);
    const { teams, me } = await other.data<{
      teams: Array<{ name: string }>;
      me: { teams: Array<{ id: string }> };
    }>('{ teams { name } me { teams { id } } }');
    expect(teams.map((team) => team.name)).toEqual(['Platform', 'Nobody']);
    expect(me.teams).toEqual([{ id: create_team.id }]);
    // Another account sees none of them.
    expect((await env.clients.globex.data<{ teams: unknown[] }>('{ teams { id } }')).teams).toEqual([]);
  });

  it("only admins and the team's owners change a team; owners must be members", async () => {
    const { create_team } = await admin.data<{ create_team: Team }>(
      `mutation ($ids: [ID!]) { create_team(input: { name: "Design", subscriber_ids: $ids }) { id } }`,
      { ids: [memberId] },
    );
    const addOther = `mutation ($t: ID!, $u: [ID!]!) { add_users_to_team(team_id: $t, user_ids: $u) {
      successful_users { id } failed_users { id } } }`;
    const refused = await member.request(addOther, { t: create_team.id, u: [otherId] });
    expect(codeOf(refused)).toBe('UserUnauthorizedException');
    const assigned = await admin.data<{
      assign_team_owners: { team: Team; errors: Array<{ code: string }> };
    }>(
      `mutation ($t: ID!, $u: [ID!]!) { assign_team_owners(team_id: $t, user_ids: $u) {
         team { owners { id } } errors { code user_id } } }`,
      { t: create_team.id, u: [memberId, otherId] },
    );
    expect(assigned.assign_team_owners).toEqual({
      team: { owners: [{ id: memberId }] },
      errors: [{ code: 'USER_NOT_MEMBER_OF_TEAM', user_id: otherId }],
    });
    const added = await member.data<{ add_users_to_team: unknown }>(addOther, {
      t: create_team.id,
      u: [otherId, '12345'],
    });
    expect(added.add_users_to_team).toEqual({ successful_users: [{ id: otherId }], failed_users: [] });
    const removed = await member.data<{ remove_users_from_team: unknown }>(
      `mutation ($t: ID!, $u: [ID!]!) { remove_users_from_team(team_id: $t, user_ids: $u) {
         successful_users { id } failed_users { id } } }`,
      { t: create_team.id, u: [otherId] },
    );
    expect(removed.remove_users_from_team).toEqual({ successful_users: [{ id: otherId }], failed_users: [] });
    const gone = await admin.data<{ delete_team: { id: string } }>(
      'mutation ($t: ID!) { delete_team(team_id: $t) { id } }',
      { t: create_team.id },
    );
    expect(gone.delete_team.id).toBe(create_team.id);
    const again = await admin.request('mutation ($t: ID!) { delete_team(team_id: $t) { id } }', {
      t: create_team.id,
    });
    expect(codeOf(again)).toBe('ResourceNotFoundException');
  });

  it('a people column holds a team: shown by name, filtered and found as monday.com does', async () => {
    const { create_team } = await admin.data<{ create_team: Team }>(
      `mutation ($ids: [ID!]) { create_team(input: { name: "Support", subscriber_ids: $ids }) { id } }`,
      { ids: [memberId] },
    );
    const { create_board } = await admin.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Desk", board_kind: public) { id } }',
    );
    const { create_column } = await admin.data<{ create_column: { id: string } }>(
      'mutation ($b: ID!) { create_column(board_id: $b, title: "Owner", column_type: people) { id } }',
      { b: create_board.id },
    );
    const assign = (people: unknown) =>
      admin.request(
        `mutation ($b: ID!, $c: String!, $v: JSON!) { create_item(board_id: $b, item_name: "Ticket", column_values: $v) {
           id column_values(ids: [$c]) { text ... on PeopleValue { persons_and_teams { id kind } } } } }`,
        {
          b: create_board.id,
          c: create_column.id,
          v: JSON.stringify({ [create_column.id]: { personsAndTeams: people } }),
        },
      );
    const made = await assign([
      { id: Number(create_team.id), kind: 'team' },
      { id: Number(memberId), kind: 'person' },
    ]);
    expect(made.body.errors).toBeUndefined();
    const memberName = (await member.data<{ me: { name: string } }>('{ me { name } }')).me.name;
    const item = (made.body.data as { create_item: { id: string; column_values: unknown[] } }).create_item;
    expect(item.column_values).toEqual([
      {
        text: `Support, ${memberName}`,
        persons_and_teams: [
          { id: create_team.id, kind: 'team' },
          { id: memberId, kind: 'person' },
        ],
      },
    ]);
    // A team's id given as a person's, or a team of another account, is refused.
    expect(codeOf(await assign([{ id: Number(create_team.id), kind: 'person' }]))).toBe(
      'ColumnValueException',
    );
    const { create_team: theirs } = await env.clients.globex.data<{ create_team: Team }>(
      'mutation { create_team(input: { name: "Theirs" }, options: { allow_empty_team: true }) { id } }',
    );
    expect(codeOf(await assign([{ id: Number(theirs.id), kind: 'team' }]))).toBe('ColumnValueException');

    const byRule = await admin.data<{ boards: Array<{ items_page: { items: Array<{ id: string }> } }> }>(
      `query ($b: ID!, $c: ID!, $t: CompareValue!) { boards(ids: [$b]) { items_page(query_params: {
         rules: [{ column_id: $c, compare_value: $t, operator: any_of }] }) { items { id } } } }`,
      { b: create_board.id, c: create_column.id, t: [`team-${create_team.id}`] },
    );
    expect(byRule.boards[0].items_page.items).toEqual([{ id: item.id }]);
    const byName = await admin.data<{ items_page_by_column_values: { items: Array<{ id: string }> } }>(
      `query ($b: ID!, $c: String!) { items_page_by_column_values(board_id: $b,
         columns: [{ column_id: $c, column_values: ["support"] }]) { items { id } } }`,
      { b: create_board.id, c: create_column.id },
    );
    expect(byName.items_page_by_column_values.items).toEqual([{ id: item.id }]);

    // A deleted team is no longer named.
    await admin.data('mutation ($t: ID!) { delete_team(team_id: $t) { id } }', { t: create_team.id });
    const after = await admin.data<{ items: Array<{ column_values: Array<{ text: string }> }> }>(
      'query ($i: ID!, $c: String!) { items(ids: [$i]) { column_values(ids: [$c]) { text } } }',
      { i: item.id, c: create_column.id },
    );
    expect(after.items[0].column_values[0].text).toBe(memberName);
  });
});

describe('who sees and changes a board', () => {
  const boardsSeen = async (client: GraphQLClient, ids: string[]) =>
    (
      await client.data<{ boards: Array<{ id: string }> }>('query ($b: [ID!]) { boards(ids: $b) { id } }', {
        b: ids,
      })
    ).boards.map((board) => board.id);
  const itemsSeen = async (client: GraphQLClient, board: string) =>
    (
      await client.data<{ items_page: { items: Array<{ id: string }> } }>(
        'query ($b: [ID!]) { items_page(query_params: { boards: $b }) { items { id } } }',
        { b: [board] },
      )
    ).items_page.items.length;
  const createItem = (client: GraphQLClient, board: string) =>
    client.request('mutation ($b: ID!) { create_item(board_id: $b, item_name: "Task") { id } }', {
      b: board,
    });

  it('a private board with a team subscribed: its members see it, items included, and others do not', async () => {
    const { create_team } = await admin.data<{ create_team: { id: string } }>(
      'mutation ($u: [ID!]) { create_team(input: { name: "Readers", subscriber_ids: $u }) { id } }',
      { u: [memberId] },
    );
    const { create_board } = await admin.data<{
      create_board: { id: string; team_subscribers: Array<{ id: string }> };
    }>(
      `mutation ($t: [ID!]) { create_board(board_name: "Secret", board_kind: private, board_subscriber_teams_ids: $t) {
         id team_subscribers { id } permissions access_level } }`,
      { t: [create_team.id] },
    );
    expect(create_board.team_subscribers).toEqual([{ id: create_team.id }]);
    await admin.data('mutation ($b: ID!) { create_item(board_id: $b, item_name: "Hidden") { id } }', {
      b: create_board.id,
    });
    expect(await boardsSeen(member, [create_board.id])).toEqual([create_board.id]);
    expect(await itemsSeen(member, create_board.id)).toBe(1);
    expect(await boardsSeen(other, [create_board.id])).toEqual([]);
    expect(await itemsSeen(other, create_board.id)).toBe(0);
    // Out of the team, out of the board: the items subgraph follows from the reference data.
    await admin.data(
      'mutation ($t: ID!, $u: [ID!]!) { remove_users_from_team(team_id: $t, user_ids: $u) { successful_users { id } } }',
      {
        t: create_team.id,
        u: [memberId],
      },
    );
    expect(await boardsSeen(member, [create_board.id])).toEqual([]);
    expect(await itemsSeen(member, create_board.id)).toBe(0);
  });

  it("refuses a viewer's write with UserUnauthorizedException, changing nothing, while it reads", async () => {
    const { create_board } = await admin.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Open", board_kind: public) { id } }',
    );
    expect(await boardsSeen(viewer, [create_board.id])).toEqual([create_board.id]);
    const refused = await createItem(viewer, create_board.id);
    expect(codeOf(refused)).toBe('UserUnauthorizedException');
    expect(refused.body.errors?.[0]?.extensions?.status_code).toBe(403);
    for (const mutation of [
      'create_group(board_id: $b, group_name: "New") { id }',
      'create_column(board_id: $b, title: "New", column_type: text) { id }',
      'archive_board(board_id: $b) { id }',
    ]) {
      const answer = await viewer.request(`mutation ($b: ID!) { ${mutation} }`, { b: create_board.id });
      expect(codeOf(answer)).toBe('UserUnauthorizedException');
    }
    const made = await viewer.request(
      'mutation { create_board(board_name: "Mine", board_kind: public) { id } }',
    );
    expect(codeOf(made)).toBe('UserUnauthorizedException');
    const { boards } = await admin.data<{
      boards: Array<{ state: string; groups: unknown[]; columns: unknown[]; access_level: string }>;
    }>('query ($b: [ID!]) { boards(ids: $b) { state access_level groups { id } columns { id } } }', {
      b: [create_board.id],
    });
    expect(boards).toEqual([
      {
        state: 'active',
        access_level: 'edit',
        groups: [{ id: 'topics' }, { id: 'group_title' }],
        columns: expect.any(Array),
      },
    ]);
    expect(boards[0].columns).toHaveLength(4);
    expect(await itemsSeen(admin, create_board.id)).toBe(0);
    const { boards: seen } = await viewer.data<{ boards: Array<{ access_level: string }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { access_level } }',
      { b: [create_board.id] },
    );
    expect(seen).toEqual([{ access_level: 'view' }]);
  });

  it('a guest sees only the shareable board it was added to', async () => {
    const make = async (kind: string) =>
      (
        await admin.data<{ create_board: { id: string } }>(
          `mutation { create_board(board_name: "For guests?", board_kind: ${kind}) { id } }`,
        )
      ).create_board.id;
    const [open, shared, sharedWithout] = [await make('public'), await make('share'), await make('share')];
    const refusedOnPublic = await admin.request(
      'mutation ($b: ID!, $u: [ID!]!) { add_users_to_board(board_id: $b, user_ids: $u) { id } }',
      { b: open, u: [guestId] },
    );
    expect(codeOf(refusedOnPublic)).toBe('InvalidArgumentException');
    const added = await admin.data<{ add_users_to_board: Array<{ id: string }> }>(
      'mutation ($b: ID!, $u: [ID!]!) { add_users_to_board(board_id: $b, user_ids: $u) { id } }',
      { b: shared, u: [guestId] },
    );
    expect(added.add_users_to_board).toEqual([{ id: guestId }]);
    expect(await boardsSeen(guest, [open, shared, sharedWithout])).toEqual([shared]);
    expect(
      (await guest.data<{ boards: Array<{ id: string }> }>('{ boards(limit: 100) { id } }')).boards,
    ).toEqual([{ id: shared }]);
    // It works on the board it shares, as a subscriber of it.
    expect(codeOf(await createItem(guest, shared))).toBeUndefined();
    expect(codeOf(await createItem(guest, open))).toBe('InvalidBoardIdException');
  });

  it('board permissions: collaborators change content only, owners only leaves members reading', async () => {
    const { create_board } = await admin.data<{ create_board: { id: string } }>(
      'mutation ($s: [ID!]) { create_board(board_name: "Guarded", board_kind: public, board_subscriber_ids: $s) { id } }',
      { s: [memberId] },
    );
    const set = (role: string) =>
      admin.data<{ set_board_permission: { edit_permissions: string; failed_actions: string[] } }>(
        `mutation ($b: ID!) { set_board_permission(board_id: $b, basic_role_name: ${role}) { edit_permissions failed_actions } }`,
        { b: create_board.id },
      );
    expect((await set('contributor')).set_board_permission).toEqual({
      edit_permissions: 'collaborators',
      failed_actions: [],
    });
    expect(codeOf(await createItem(member, create_board.id))).toBeUndefined();
    expect(codeOf(await createItem(other, create_board.id))).toBe('UserUnauthorizedException');
    const column = await member.request(
      'mutation ($b: ID!) { create_column(board_id: $b, title: "Mine", column_type: text) { id } }',
      {
        b: create_board.id,
      },
    );
    expect(codeOf(column)).toBe('UserUnauthorizedException');
    expect((await set('viewer')).set_board_permission.edit_permissions).toBe('owners');
    expect(codeOf(await createItem(member, create_board.id))).toBe('UserUnauthorizedException');
    expect(codeOf(await createItem(admin, create_board.id))).toBeUndefined();
    const unsupported = await set('assigned_contributor');
    expect(unsupported.set_board_permission.edit_permissions).toBe('owners');
    expect(unsupported.set_board_permission.failed_actions).toHaveLength(1);
    const { boards } = await member.data<{ boards: Array<{ permissions: string }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { permissions } }',
      { b: [create_board.id] },
    );
    expect(boards).toEqual([{ permissions: 'owners' }]);
    // Only the board's owners and admins decide who belongs to it.
    const refused = await member.request(
      'mutation ($b: ID!, $u: [ID!]!) { add_users_to_board(board_id: $b, user_ids: $u) { id } }',
      {
        b: create_board.id,
        u: [otherId],
      },
    );
    expect(codeOf(refused)).toBe('UserUnauthorizedException');
  });
});

describe('a workspace, a folder in it, a board in the folder', () => {
  it("a closed workspace's public board is its members' and its subscribers' only, teams included", async () => {
    const { create_team } = await admin.data<{ create_team: { id: string } }>(
      'mutation ($u: [ID!]) { create_team(input: { name: "Insiders", subscriber_ids: $u }) { id } }',
      { u: [memberId] },
    );
    const { create_workspace } = await admin.data<{ create_workspace: { id: string } }>(
      'mutation { create_workspace(name: "Inner circle", kind: closed) { id } }',
    );
    await admin.data(
      'mutation ($w: ID!, $t: [ID!]!) { add_teams_to_workspace(workspace_id: $w, team_ids: $t) { id } }',
      { w: create_workspace.id, t: [create_team.id] },
    );
    const { create_folder } = await admin.data<{ create_folder: { id: string } }>(
      'mutation ($w: ID) { create_folder(name: "Plans", workspace_id: $w) { id } }',
      { w: create_workspace.id },
    );
    const { create_board } = await admin.data<{
      create_board: { id: string; workspace_id: string; board_folder_id: string };
    }>(
      `mutation ($f: ID) { create_board(board_name: "Roadmap", board_kind: public, folder_id: $f) {
         id workspace_id board_folder_id } }`,
      { f: create_folder.id },
    );
    expect(create_board).toMatchObject({
      workspace_id: create_workspace.id,
      board_folder_id: create_folder.id,
    });
    await admin.data('mutation ($b: ID!) { create_item(board_id: $b, item_name: "Inside") { id } }', {
      b: create_board.id,
    });
    const sees = async (client: GraphQLClient) => {
      const { boards, items_page } = await client.data<{
        boards: Array<{ id: string }>;
        items_page: { items: unknown[] };
      }>(
        'query ($b: [ID!]) { boards(ids: $b) { id } items_page(query_params: { boards: $b }) { items { id } } }',
        {
          b: [create_board.id],
        },
      );
      return { boards: boards.length, items: items_page.items.length };
    };
    expect(await sees(member)).toEqual({ boards: 1, items: 1 });
    expect(await sees(other)).toEqual({ boards: 0, items: 0 });
    // Subscribed to the board itself: seen without being a member of the workspace.
    await admin.data(
      'mutation ($b: ID!, $u: [ID!]!) { add_users_to_board(board_id: $b, user_ids: $u) { id } }',
      {
        b: create_board.id,
        u: [otherId],
      },
    );
    expect(await sees(other)).toEqual({ boards: 1, items: 1 });
    // Copied by that subscriber, with no place named: not into the workspace they may not arrange,
    // but into the main one.
    const { duplicate_board } = await other.data<{
      duplicate_board: { board: { workspace_id: string | null } };
    }>(
      'mutation ($b: ID!) { duplicate_board(board_id: $b, duplicate_type: duplicate_board_with_structure) { board { workspace_id } } }',
      { b: create_board.id },
    );
    expect(duplicate_board.board.workspace_id).not.toBe(create_workspace.id);
    // Opened, the workspace's public boards are everyone's (but guests').
    await admin.data('mutation ($w: ID) { update_workspace(id: $w, attributes: { kind: open }) { id } }', {
      w: create_workspace.id,
    });
    expect(await sees(viewer)).toEqual({ boards: 1, items: 1 });
    expect(await sees(guest)).toEqual({ boards: 0, items: 0 });
  });
});

describe("monday.com's official client", () => {
  it("lists workspaces, users and teams as an ETL connector asks for them, in monday.com's 2026-01", async () => {
    const client = officialMondayClient({
      token: env.tokens.acme[0],
      endpoint: env.gatewayUrl,
      apiVersion: '2026-01',
    });
    const { workspaces, users, teams, account } = await client.request<{
      workspaces: Array<{ id: string; name: string; kind: string; state: string }>;
      users: Array<{
        id: string;
        email: string;
        is_admin: boolean;
        is_guest: boolean;
        enabled: boolean;
        teams: unknown[];
      }>;
      teams: Array<{ id: string; name: string; users: Array<{ id: string }> }>;
      account: { id: string; tier: string };
    }>(
      `query { workspaces(limit: 100, page: 1) { id name kind state created_at description }
        users(limit: 100, page: 1) { id name email is_admin is_guest is_view_only enabled title teams { id } }
        teams { id name picture_url users { id } owners { id } }
        account { id name tier plan { max_users } } }`,
    );
    expect(workspaces.map((workspace) => workspace.name)).toContain('Inner circle');
    expect(users.find((user) => user.id === memberId)).toMatchObject({ is_admin: false, enabled: true });
    expect(users.filter((user) => user.is_admin)).toHaveLength(1);
    expect(teams.map((team) => team.name)).toEqual(expect.arrayContaining(['Platform', 'Insiders']));
    expect(account.tier).toBe('pro');
  });
});

describe('favorites', () => {
  it("keeps a user's boards and folders at hand, in its order, once each, and only what it still sees", async () => {
    const make = async (name: string, kind = 'public') =>
      (
        await member.data<{ create_board: { id: string } }>(
          `mutation ($n: String!) { create_board(board_name: $n, board_kind: ${kind}) { id } }`,
          { n: name },
        )
      ).create_board.id;
    const [first, second, hidden] = [
      await make('First'),
      await make('Second'),
      await make('Mine', 'private'),
    ];
    const { create_folder } = await member.data<{ create_folder: { id: string } }>(
      'mutation { create_folder(name: "Handy") { id } }',
    );
    const add = (id: string, type: string, position = '') =>
      member.data<{
        create_favorite: {
          favorite: { id: string; object: { id: string } };
          folder: { name: string } | null;
        };
      }>(
        `mutation ($id: ID!) { create_favorite(input: { object: { id: $id, type: ${type} } ${position} }) {
           favorite { id accountId object { id type } position } folder { id name } } }`,
        { id },
      );
    await add(first, 'Board');
    await add(second, 'Board');
    const folder = await add(
      create_folder.id,
      'Folder',
      `, newPosition: { prevObject: { id: "${first}", type: Board } }`,
    );
    expect(folder.create_favorite.folder).toMatchObject({ name: 'Handy' });
    const again = await add(first, 'Board');
    const listed = async (client: GraphQLClient) =>
      (
        await client.data<{ favorites: Array<{ object: { id: string } }> }>(
          '{ favorites { object { id type } } }',
        )
      ).favorites.map((favorite) => favorite.object.id);
    expect(await listed(member)).toEqual([first, create_folder.id, second]);
    expect(again.create_favorite.favorite.object.id).toBe(first);
    // Another user's list is its own.
    expect(await listed(other)).toEqual([]);
    await add(hidden, 'Board');
    const refused = await other.request(
      'mutation ($id: ID!) { create_favorite(input: { object: { id: $id, type: Board } }) { favorite { id } } }',
      { id: hidden },
    );
    expect(codeOf(refused)).toBe('InvalidBoardIdException');
    const { delete_favorite } = await member.data<{ delete_favorite: { success: boolean } }>(
      'mutation ($id: ID!) { delete_favorite(input: { object: { id: $id, type: Board } }) { success } }',
      { id: second },
    );
    expect(delete_favorite.success).toBe(true);
    expect(await listed(member)).toEqual([first, create_folder.id, hidden]);
  });

  it('keeps an object added several times at once (a double click) once, and takes it off whole', async () => {
    const { create_board } = await member.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Clicked twice", board_kind: public) { id } }',
    );
    const favorited = async () =>
      (
        await member.data<{ favorites: Array<{ id: string; object: { id: string } }> }>(
          '{ favorites { id object { id } } }',
        )
      ).favorites.filter((favorite) => favorite.object.id === create_board.id);
    const CREATE =
      'mutation ($id: ID!) { create_favorite(input: { object: { id: $id, type: Board } }) { favorite { id } } }';
    // Each request finds the board not yet in the list, and stores it.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => member.request(CREATE, { id: create_board.id })),
    );
    expect(answers.map((answer) => answer.body.errors ?? [])).toEqual([[], [], [], []]);
    const kept = await favorited();
    expect(kept).toHaveLength(1);
    expect(
      answers.map(
        (answer) =>
          (answer.body.data as { create_favorite: { favorite: { id: string } } }).create_favorite.favorite.id,
      ),
    ).toEqual([1, 2, 3, 4].map(() => kept[0].id));
    await member.data(
      'mutation ($id: ID!) { delete_favorite(input: { object: { id: $id, type: Board } }) { success } }',
      { id: create_board.id },
    );
    expect(await favorited()).toEqual([]);
  });
});
