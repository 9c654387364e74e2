import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DomainError } from '@workapi/errors';
import type { ReceivedRequest } from '@workapi/http';
import type { Caller } from './identity';
import type { ChangeCounter } from '@workapi/stores';
import { internalCaller } from './call';
import { endpoints } from './contracts';
import { internalHandler, internalRoutes, type InternalHandler } from './serve';

/** What a handler's context needs here: who is calling. */
interface RequestScope {
  requestId: string;
  caller: Caller | null;
}

const scope: RequestScope = {
  requestId: 'r-1',
  caller: { accountId: '1', userId: '2', tier: 'pro', role: 'admin' },
};

const request = (body: unknown): ReceivedRequest => ({
  method: 'POST',
  headers: {},
  rawBody: JSON.stringify(body),
  body,
  requestId: 'r-1',
});

const labels = { board_id: '10', column_id: 'status', settings: { labels: { '0': 'Blocked' } }, version: 0 };
const column = {
  board_id: '10',
  id: 'status',
  title: 'Status',
  type: 'status',
  settings: { labels: { '0': 'Blocked' } },
  description: null,
  archived: false,
  position: 1,
};

describe('internal endpoints served by a subgraph', () => {
  const raised: string[] = [];
  const changes = {
    around: async <T>(account: string | undefined, change: () => Promise<T>) => {
      raised.push(`${account}`);
      return change();
    },
  } as unknown as ChangeCounter;
  const handlers = (addLabels: InternalHandler<RequestScope>['handle']): InternalHandler<RequestScope>[] => [
    internalHandler({ endpoint: endpoints.columns.addLabels, changesData: true, handle: addLabels }),
    ...Object.values(endpoints.columns)
      .filter((endpoint) => endpoint !== endpoints.columns.addLabels)
      .map((endpoint) => ({ endpoint, changesData: false, handle: async () => null })),
  ];
  const route = (addLabels: InternalHandler<RequestScope>['handle']) =>
    internalRoutes('columns', handlers(addLabels), changes)['/internal/add-labels'];

  it('answer with the handler result, a change between raises of the change counter', async () => {
    const answer = await route(async () => ({ column, stored: true }))(request(labels), async () => scope);
    expect(answer).toMatchObject({ status: 200, body: JSON.stringify({ result: { column, stored: true } }) });
    expect(raised).toEqual(['1']);
  });

  it('refuse a malformed payload with 400 naming the field, before the handler runs', async () => {
    const handle = jest.fn();
    const answer = await route(handle)(request({ ...labels, board_id: 7 }), async () => scope);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors).toEqual([
      {
        message: 'Invalid payload for /internal/add-labels: board_id: Expected string, received number',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    expect(handle).not.toHaveBeenCalled();
  });

  it('send a refusal meant for the client back as 422, and never an answer outside the contract', async () => {
    const refused = await route(async () => {
      throw new DomainError('ColumnValueException', 'Label too long');
    })(request(labels), async () => scope);
    expect(refused).toMatchObject({ status: 422 });
    expect(JSON.parse(refused.body)).toEqual({
      rejection: { message: 'Label too long', extensions: { code: 'ColumnValueException' } },
    });
    await expect(
      route(async () => ({ ok: 'yes' }) as never)(request(labels), async () => scope),
    ).rejects.toThrow();
  });

  it('must each be served, by the subgraph they belong to', () => {
    const all = handlers(async () => ({ column, stored: true }));
    expect(() => internalRoutes('columns', all.slice(1), changes)).toThrow(/missing \[add-labels\]/);
    expect(() => internalRoutes('items', all, changes)).toThrow(/not its own/);
  });
});

describe('internal calls', () => {
  let server: Server;
  let answer: { status: number; body: unknown };
  let answerAfterMs = 0;
  const received: unknown[] = [];
  const config = () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    return { internalSecret: 's3cret', subgraphUrls: { boards: [url], items: [url], columns: [url] } };
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
    answer = { status: 200, body: { result: { users: { '4': 'Ann' } } } };
    const call = internalCaller(config(), { requestId: 'r-1' });
    const { users } = await call(endpoints.boards.reference, { kinds: ['users'] });
    expect(users).toEqual({ '4': 'Ann' });
    expect(received).toEqual([{ path: '/internal/reference', body: { kinds: ['users'] } }]);
  });

  it('drop an idle connection before a draining subgraph would close it under a call', async () => {
    answer = { status: 200, body: { result: { users: {} } } };
    const closed: number[] = [];
    const watch = (socket: Socket) => socket.once('close', () => closed.push(Date.now()));
    server.on('connection', watch);
    try {
      await internalCaller(config(), { requestId: 'r-1' })(endpoints.boards.reference, { kinds: ['users'] });
      const answered = Date.now();
      // A draining server closes connections idle 2 s (libs/http, SET_ASIDE_MS): the caller, sooner.
      while (closed.length === 0 && Date.now() - answered < 3_000)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toHaveLength(1);
      expect(closed[0] - answered).toBeLessThan(1_800);
    } finally {
      server.off('connection', watch);
    }
  });

  it('send no malformed payload, and accept no answer outside the contract', async () => {
    const call = internalCaller(config(), { requestId: 'r-1' });
    await expect(call(endpoints.columns.boardColumns, { board_ids: [5] } as never)).rejects.toThrow(
      'payload for /internal/board-columns: board_ids.0: Expected string, received number',
    );
    expect(received).toEqual([]);
    answer = { status: 200, body: { result: { '1': [{ ...column, type: 'spreadsheet' }] } } };
    await expect(call(endpoints.columns.boardColumns, { board_ids: ['1'] })).rejects.toThrow(
      /answer of \/internal\/board-columns: 1.0.type: Invalid enum value/,
    );
  });

  it('raise a 422 refusal as the GraphQL error the client should see', async () => {
    answer = {
      status: 422,
      body: { rejection: { message: 'No', extensions: { code: 'InvalidBoardIdException' } } },
    };
    const call = internalCaller(config(), { requestId: 'r-1' });
    await expect(call(endpoints.columns.addLabels, labels as never)).rejects.toMatchObject({
      message: 'No',
      extensions: { code: 'InvalidBoardIdException' },
    });
  });

  it('wait longer for a step over a whole board or group than for a quick call', async () => {
    // Past a quick call's 5 s: a group's copies still get their answer.
    answerAfterMs = 5_500;
    answer = { status: 200, body: { result: { copies: 3 } } };
    const call = internalCaller(config(), { requestId: 'r-1' });
    const [copy, quick] = await Promise.allSettled([
      call(endpoints.items.cascadeItems, {
        op: 'o-1',
        board_id: '1',
        step: { kind: 'copy', from_group: 'a', to_group: 'b' },
      }),
      call(endpoints.columns.boardColumns, { board_ids: ['1'] }),
    ]);
    expect(copy).toEqual({ status: 'fulfilled', value: { copies: 3 } });
    expect(quick).toMatchObject({ status: 'rejected', reason: { name: 'TimeoutError' } });
  }, 15_000);
});
