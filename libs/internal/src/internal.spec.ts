import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DomainError } from '@workapi/errors';
import type { ReceivedRequest } from '@workapi/http';
import type { Caller } from './identity';
import type { WriteCounter } from '@workapi/stores';
import { internalCaller } from './call';
import { endpoints } from './contracts';
import { internalHandler, internalRoutes, type InternalHandler } from './serve';

/** What a handler's context needs here: who is calling. */
interface RequestScope {
  requestId: string;
  caller: Caller | null;
}

const scope: RequestScope = { requestId: 'r-1', caller: { accountId: '1', userId: '2', tier: 'pro' } };

const request = (body: unknown): ReceivedRequest => ({
  method: 'POST',
  headers: {},
  rawBody: JSON.stringify(body),
  body,
  requestId: 'r-1',
});

describe('internal endpoints served by a subgraph', () => {
  const raised: string[] = [];
  const writes = {
    around: async <T>(account: string | undefined, write: () => Promise<T>) => {
      raised.push(`${account}`);
      return write();
    },
  } as unknown as WriteCounter;
  const handlers = (touch: InternalHandler<RequestScope>['handle']): InternalHandler<RequestScope>[] => [
    internalHandler({ endpoint: endpoints.items.touch, writes: true, handle: touch }),
    ...Object.values(endpoints.items)
      .filter((endpoint) => endpoint !== endpoints.items.touch)
      .map((endpoint) => ({ endpoint, writes: false, handle: async () => null })),
  ];
  const route = (touch: InternalHandler<RequestScope>['handle']) =>
    internalRoutes('items', handlers(touch), { contextOf: async () => scope, writes })['/internal/touch'];

  it('answer with the handler result, a write between raises of the write counter', async () => {
    const answer = await route(async () => ({ ok: true }))(request({ item_id: '7', name: 'Renamed' }));
    expect(answer).toMatchObject({ status: 200, body: '{"result":{"ok":true}}' });
    expect(raised).toEqual(['1']);
  });

  it('refuse a malformed payload with 400 naming the field, before the handler runs', async () => {
    const handle = jest.fn();
    const answer = await route(handle)(request({ item_id: 7 }));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors).toEqual([
      {
        message: 'Invalid payload for /internal/touch: item_id: Expected string, received number',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    expect(handle).not.toHaveBeenCalled();
  });

  it('send a refusal meant for the client back as 422, and never an answer outside the contract', async () => {
    const refused = await route(async () => {
      throw new DomainError('ItemNameTooLongException', 'Name too long');
    })(request({ item_id: '7' }));
    expect(refused).toMatchObject({ status: 422 });
    expect(JSON.parse(refused.body)).toEqual({
      rejection: { message: 'Name too long', extensions: { code: 'ItemNameTooLongException' } },
    });
    await expect(route(async () => ({ ok: 'yes' }) as never)(request({ item_id: '7' }))).rejects.toThrow();
  });

  it('must each be served, by the subgraph they belong to', () => {
    const all = handlers(async () => ({ ok: true }));
    const served = { contextOf: async () => scope, writes };
    expect(() => internalRoutes('items', all.slice(1), served)).toThrow(/missing \[touch\]/);
    expect(() => internalRoutes('columns', all, served)).toThrow(/not its own/);
  });
});

describe('internal calls', () => {
  let server: Server;
  let answer: { status: number; body: unknown };
  let answerAfterMs = 0;
  const received: unknown[] = [];
  const config = () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    return { internalSecret: 's3cret', subgraphUrls: { boards: url, items: url, columns: url } };
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ path: req.url, body: JSON.parse(body) });
        const { status, body: sent } = answer;
        setTimeout(
          () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(sent)),
          answerAfterMs,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received.length = 0;
    answerAfterMs = 0;
  });

  it('send the payload to the endpoint and return its answer, typed by the contract', async () => {
    answer = { status: 200, body: { result: ['1', '2'] } };
    const call = internalCaller(config(), { requestId: 'r-1' });
    const visible: string[] = await call(endpoints.boards.visibleBoards, { board_ids: ['1', '2', '3'] });
    expect(visible).toEqual(['1', '2']);
    expect(received).toEqual([{ path: '/internal/visible-boards', body: { board_ids: ['1', '2', '3'] } }]);
  });

  it('send no malformed payload, and accept no answer outside the contract', async () => {
    const call = internalCaller(config(), { requestId: 'r-1' });
    await expect(call(endpoints.boards.boardAccess, { board_id: 5 } as never)).rejects.toThrow(
      'payload for /internal/board-access: board_id: Expected string, received number',
    );
    expect(received).toEqual([]);
    answer = { status: 200, body: { result: { id: '1', state: 'deleted', groups: [] } } };
    await expect(call(endpoints.boards.boardAccess, { board_id: '1' })).rejects.toThrow(
      /answer of \/internal\/board-access: state: Invalid enum value/,
    );
  });

  it('raise a 422 refusal as the GraphQL error the client should see', async () => {
    answer = {
      status: 422,
      body: { rejection: { message: 'No', extensions: { code: 'InvalidBoardIdException' } } },
    };
    const call = internalCaller(config(), { requestId: 'r-1' });
    await expect(call(endpoints.columns.defaultColumns, { board_id: '1' })).rejects.toMatchObject({
      message: 'No',
      extensions: { code: 'InvalidBoardIdException' },
    });
  });

  it('wait longer for an evaluation over a whole board than for a quick call', async () => {
    // Past a quick call's 5 s: the evaluation of a filtered first page still gets its answer.
    answerAfterMs = 5_500;
    answer = { status: 200, body: { result: { ok: true, leaves: [], keys: {} } } };
    const call = internalCaller(config(), { requestId: 'r-1' });
    const [evaluation, touch] = await Promise.allSettled([
      call(endpoints.columns.evaluate, { board_ids: ['1'], leaves: [], sort: [] }),
      call(endpoints.items.touch, { item_id: '1' }),
    ]);
    expect(evaluation).toEqual({ status: 'fulfilled', value: { leaves: [], keys: {} } });
    expect(touch).toMatchObject({ status: 'rejected', reason: { name: 'TimeoutError' } });
  }, 15_000);
});
