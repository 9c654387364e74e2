import { serverAudits } from 'graphql-http';
import { startTestStack, type TestStack } from '@workapi/testing';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
});

afterAll(async () => {
  await env?.stop();
});

const codes = (answer: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  (answer.body.errors ?? []).map((error) => error.extensions?.code);

describe('shape limits', () => {
  it('refuses 5,000 aliases, and a query over the alias limit, before executing anything', async () => {
    const huge = `{ ${Array.from({ length: 5_000 }, (_, n) => `a${n}: me { id }`).join(' ')} }`;
    const refused = await env.clients.acme.request(huge);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeUndefined();
    // 30,000 tokens: refused by the parser already, before validation looks at it.
    expect(refused.body.errors?.[0].message).toMatch(/15000 tokens\. Parsing aborted/);
    expect(codes(refused)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(refused.body.extensions?.complexity).toMatchObject({ query: 0 });

    const aliased = `{ me { ${Array.from({ length: 101 }, (_, n) => `a${n}: id`).join(' ')} } }`;
    const overAliases = await env.clients.acme.request(
      aliased,
      {},
      { headers: { accept: 'application/graphql-response+json' } },
    );
    expect(overAliases.status).toBe(400);
    expect(overAliases.body.errors?.[0]).toMatchObject({
      message: 'Aliases limit of 100 exceeded, found 101.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses depth 30, too many root fields and too many tokens, each with its limit named', async () => {
    // Shape limits are checked before the schema, so the fields need not exist to be counted.
    const deep = `{ ${'me { '.repeat(30)} id ${'} '.repeat(30)} }`;
    const tooDeep = await env.clients.acme.request(deep);
    expect(tooDeep.body.data).toBeUndefined();
    expect(tooDeep.body.errors?.[0].message).toMatch(/^Query depth limit of 15 exceeded, found \d+\.$/);
    expect(codes(tooDeep)).toEqual(['GRAPHQL_VALIDATION_FAILED']);

    const roots = `{ ${Array.from({ length: 101 }, () => 'me { id }').join(' ')} }`;
    const tooWide = await env.clients.acme.request(roots);
    expect(tooWide.body.errors?.map((error) => error.message)).toContain(
      'Root fields limit of 100 exceeded, found 101.',
    );

    const tokens = `{ me { ${'id '.repeat(15_001)} } }`;
    const tooLong = await env.clients.acme.request(tokens);
    expect(tooLong.body.errors?.[0].message).toMatch(/15000 tokens\. Parsing aborted/);
    expect(codes(tooLong)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('keeps `__schema` introspection, which is deep by nature, outside the depth limit', async () => {
    const ofType = `{ __schema { types { fields { type { ${'ofType { '.repeat(20)} name ${'} '.repeat(20)} } } } } }`;
    const answer = await env.clients.acme.request(ofType);
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('GraphQL over HTTP', () => {
  it('passes every MUST and SHOULD of the graphql-http server audit', async () => {
    const token = env.tokens.acme[0];
    const audits = serverAudits({
      url: env.gatewayUrl,
      fetchFn: (input: string | URL | Request, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', token);
        return fetch(input, { ...init, headers });
      },
    });
    expect(audits.length).toBeGreaterThan(30);
    const failed: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status !== 'ok') failed.push(`${audit.name}: ${result.reason}`);
    }
    expect(failed).toEqual([]);
  });
});
