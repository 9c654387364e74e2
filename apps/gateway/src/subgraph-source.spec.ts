import type { Logger } from '@workapi/logging';
import type { GatewayContext } from './context';
import { SubgraphAnswer } from './subgraph-client';
import type { SubgraphSender } from './subgraph-fetcher';
import { SubgraphDataSource } from './subgraph-source';

const context = {
  requestId: 'request-1',
  deadline: Date.now() + 30_000,
  reads: { items: 0 },
  admission: { record: { version: { value: '2026-01' }, caller: null, complexity: null } },
} as unknown as GatewayContext;

function fetchWith(send: SubgraphSender) {
  const warn = jest.fn();
  const source = new SubgraphDataSource('items', send, { warn } as unknown as Logger);
  const answer = source.process({
    request: { query: 'mutation { create_item(board_id: 1, item_name: "x") { id } }' },
    context,
    incomingRequestContext: {},
  } as unknown as Parameters<SubgraphDataSource['process']>[0]);
  return { answer, warn };
}

describe("a subgraph's failed fetch, as the operator reads it", () => {
  it('is logged with the subgraph, the request id and the status, never the body', async () => {
    const { answer, warn } = fetchWith(
      async () =>
        new SubgraphAnswer(
          'http://items-1/graphql',
          500,
          {},
          '{"errors":[{"message":"token abc in a stack"}]}',
        ),
    );
    expect((await answer).errors).toEqual([
      expect.objectContaining({ message: 'Internal server error', path: ['create_item'] }),
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, message] = warn.mock.calls[0];
    expect(fields).toEqual({
      subgraph: 'items',
      requestId: 'request-1',
      failure: 'fault',
      status: 500,
      error: 'SubgraphStatusError',
    });
    expect(message).toMatch(/subgraph fetch failed/);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/token abc/);
  });

  it("names a connection's error by its code", async () => {
    const { answer, warn } = fetchWith(async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    });
    await answer;
    expect(warn.mock.calls[0][0]).toMatchObject({ failure: 'lost', error: 'TypeError ECONNRESET' });
  });

  it('logs nothing for an answer', async () => {
    const { answer, warn } = fetchWith(
      async () => new SubgraphAnswer('http://items-1/graphql', 200, {}, '{"data":{"create_item":null}}'),
    );
    expect(await answer).toEqual({ data: { create_item: null } });
    expect(warn).not.toHaveBeenCalled();
  });
});
