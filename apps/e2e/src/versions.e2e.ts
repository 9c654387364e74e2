import { startTestStack, type TestStack } from '@workapi/testing';

let env: TestStack;
let boardId: string;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
  const created = await env.clients.acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Versions", board_kind: public) { id } }',
  );
  boardId = created.create_board.id;
  await env.clients.acme.data('mutation ($b: ID!) { create_item(board_id: $b, item_name: "One") { id } }', {
    b: boardId,
  });
});

afterAll(async () => {
  await env?.stop();
});

const ask = (version: string | null, query: string, variables: Record<string, unknown> = {}) =>
  env.clients.acme.request(query, variables, { headers: version ? { 'api-version': version } : {} });

const LEGACY_ITEMS = 'query ($b: [ID!]) { boards(ids: $b) { items { id name } } }';
const UPDATED_AT = 'query ($b: [ID!]) { boards(ids: $b) { items_page { items { id updated_at } } } }';

describe('what each version validates', () => {
  it('serves legacy Board.items up to 2026-07 and rejects it in 2026-10', async () => {
    for (const version of ['2026-01', '2026-04', '2026-07']) {
      const answer = await ask(version, LEGACY_ITEMS, { b: [boardId] });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ boards: [{ items: [{ id: expect.any(String), name: 'One' }] }] });
    }
    const removed = await ask('2026-10', LEGACY_ITEMS, { b: [boardId] });
    expect(removed.status).toBe(200); // application/json: errors with 200 (README, HTTP and errors)
    expect(removed.body.data).toBeUndefined();
    expect(removed.body.errors).toEqual([
      {
        message: 'Cannot query field "items" on type "Board". Did you mean "tags" or "views"?',
        locations: [{ line: 1, column: 39 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    expect(removed.headers.get('api-version')).toBe('2026-10');
  });

  it('adds Item.updated_at in 2026-07', async () => {
    for (const version of ['2026-01', '2026-04']) {
      const before = await ask(version, UPDATED_AT, { b: [boardId] });
      expect(before.status).toBe(200);
      expect(before.body.errors?.[0]).toMatchObject({
        message: expect.stringContaining('Cannot query field "updated_at" on type "Item"'),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      expect(before.headers.get('api-version')).toBe(version);
    }
    for (const version of ['2026-07', '2026-10', null]) {
      const answer = await ask(version, UPDATED_AT, { b: [boardId] });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        boards: [{ items_page: { items: [{ id: expect.any(String), updated_at: expect.any(String) }] } }],
      });
    }
  });

  it('reports every validation error of the version at once', async () => {
    const answer = await ask('2026-10', '{ boards { items { id } nope } }');
    expect(answer.body.errors?.map((error) => error.message)).toEqual([
      expect.stringContaining('Cannot query field "items" on type "Board"'),
      expect.stringContaining('Cannot query field "nope" on type "Board"'),
    ]);
  });
});

describe('introspection per version', () => {
  const FIELDS = `query ($t: String!) { __type(name: $t) { fields(includeDeprecated: true) { name isDeprecated } } }`;
  const fieldsOf = async (version: string, type: string) => {
    const answer = await ask(version, FIELDS, { t: type });
    expect(answer.status).toBe(200);
    return (answer.body.data as { __type: { fields: Array<{ name: string; isDeprecated: boolean }> } }).__type
      .fields;
  };

  it('shows exactly the fields of the selected version', async () => {
    for (const version of ['2026-01', '2026-04']) {
      expect((await fieldsOf(version, 'Board')).find((field) => field.name === 'items')).toEqual({
        name: 'items',
        isDeprecated: true,
      });
      expect((await fieldsOf(version, 'Item')).map((field) => field.name)).not.toContain('updated_at');
    }
    expect((await fieldsOf('2026-10', 'Board')).map((field) => field.name)).not.toContain('items');
    expect((await fieldsOf('dev', 'Board')).map((field) => field.name)).not.toContain('items');
    expect((await fieldsOf('2026-07', 'Item')).map((field) => field.name)).toContain('updated_at');
  });

  it('introspects 2026-01 as itself: no elements of 2026-07 on', async () => {
    const answer = await ask('2026-01', '{ __schema { types { name } } }');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('api-version')).toBe('2026-01');
    const types = (answer.body.data as { __schema: { types: Array<{ name: string }> } }).__schema.types.map(
      (type) => type.name,
    );
    expect(types).toEqual(expect.arrayContaining(['Board', 'Item', 'Version']));
    expect(types).not.toContain('Update');
    expect(types).not.toContain('Webhook');
  });

  it('answers a full schema introspection with the version schema', async () => {
    const answer = await ask('2026-10', '{ __schema { queryType { name } types { name } } }');
    expect(answer.status).toBe(200);
    const types = (answer.body.data as { __schema: { types: Array<{ name: string }> } }).__schema.types.map(
      (type) => type.name,
    );
    expect(types).toEqual(expect.arrayContaining(['Board', 'Item', 'Version', 'VersionKind']));
    expect(types.some((name) => name.startsWith('join__') || name.startsWith('link__'))).toBe(false);
  });

  it('answers __type from the version schema when the operation also asks for data', async () => {
    const answer = await ask('2026-10', '{ me { id } board: __type(name: "Board") { fields { name } } }');
    expect(answer.status).toBe(200);
    const data = answer.body.data as { me: { id: string }; board: { fields: Array<{ name: string }> } };
    expect(data.me.id).toEqual(expect.any(String));
    expect(data.board.fields.map((field) => field.name)).toContain('items_page');
    expect(data.board.fields.map((field) => field.name)).not.toContain('items');
  });
});

describe('version and versions', () => {
  it('answers the version that serves the request, and all versions with their kinds', async () => {
    const query = '{ version { kind value display_name } versions { kind value display_name } }';
    const versions = [
      { kind: 'deprecated', value: '2026-01', display_name: 'Deprecated' },
      { kind: 'maintenance', value: '2026-04', display_name: 'Maintenance' },
      { kind: 'current', value: '2026-07', display_name: 'Current' },
      { kind: 'release_candidate', value: '2026-10', display_name: 'Release Candidate' },
    ];
    for (const [header, served] of [
      [null, versions[2]],
      ['2026-01', versions[0]],
      ['2026-04', versions[1]],
      ['2026-10', versions[3]],
      ['dev', versions[3]],
      ['2031-01', versions[2]],
    ] as const) {
      const answer = await ask(header, query);
      expect(answer.body.data).toEqual({ version: served, versions });
      expect(answer.headers.get('api-version')).toBe(served.value);
    }
  });
});

describe('deprecation signals', () => {
  it('appear when a deprecated field is used', async () => {
    const answer = await ask('2026-07', LEGACY_ITEMS, { b: [boardId] });
    expect(answer.headers.get('deprecation')).toBe(`@${Date.parse('2026-01-01T00:00:00Z') / 1000}`);
    expect(answer.headers.get('sunset')).toBe('Thu, 01 Apr 2027 00:00:00 GMT');
    expect(answer.body.extensions?.deprecations).toEqual([
      {
        type: 'schema_element',
        coordinate: 'Board.items',
        reason: 'Unpaginated and expensive on large boards: use items_page',
        deprecated_in: '2026-01',
        removed_in: '2026-10',
        sunset: '2027-04-01',
      },
    ]);
  });

  it('do not appear when nothing deprecated is used on a supported version', async () => {
    for (const version of ['2026-07', '2026-10']) {
      const answer = await ask(version, UPDATED_AT, { b: [boardId] });
      expect(answer.headers.get('deprecation')).toBeNull();
      expect(answer.headers.get('sunset')).toBeNull();
      expect(answer.body.extensions).not.toHaveProperty('deprecations');
    }
  });

  it('appear on every operation served by a version in maintenance', async () => {
    const answer = await ask('2026-04', '{ me { id } }');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('deprecation')).toBe(`@${Date.parse('2026-07-01T00:00:00Z') / 1000}`);
    expect(answer.headers.get('sunset')).toBe('Fri, 01 Jan 2027 00:00:00 GMT');
    expect(answer.body.extensions?.deprecations).toEqual([
      {
        type: 'api_version',
        version: '2026-04',
        kind: 'maintenance',
        sunset: '2027-01-01',
        upgrade_to: '2026-07',
      },
    ]);
  });

  it('appear on every operation served by the deprecated version', async () => {
    const answer = await ask('2026-01', '{ me { id } }');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('api-version')).toBe('2026-01');
    expect(answer.headers.get('deprecation')).toBe(`@${Date.parse('2026-04-01T00:00:00Z') / 1000}`);
    expect(answer.headers.get('sunset')).toBe('Fri, 01 Jan 2027 00:00:00 GMT');
    expect(answer.body.extensions?.deprecations).toEqual([
      {
        type: 'api_version',
        version: '2026-01',
        kind: 'deprecated',
        sunset: '2027-01-01',
        upgrade_to: '2026-07',
      },
    ]);
  });
});

describe('the API-Version header', () => {
  it('serves a well-formed unknown version by the current one, and says so in the deprecations', async () => {
    const answer = await ask('2031-01', '{ me { id } }');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('api-version')).toBe('2026-07');
    expect(answer.headers.get('deprecation')).toBeNull();
    expect(answer.body.extensions?.deprecations).toEqual([
      {
        type: 'api_version',
        version: '2026-07',
        kind: 'current',
        requested: '2031-01',
        reason: 'API-Version 2031-01 is not served: answered by 2026-07, the current version',
      },
    ]);
  });

  it('takes dev, exactly so, as the newest version, and still refuses a malformed one', async () => {
    const newest = await ask('dev', '{ version { value } }');
    expect(newest.body).toMatchObject({ data: { version: { value: '2026-10' } } });
    expect(newest.headers.get('api-version')).toBe('2026-10');
    for (const malformed of ['DEV', 'latest', '2026-13']) {
      const refused = await ask(malformed, '{ version { value } }');
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.errors?.[0].extensions?.code).toBe('InvalidVersionException');
    }
  });
});
