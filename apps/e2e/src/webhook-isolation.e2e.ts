import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

/*
 * One tenant's webhooks cannot hurt another (issue 27, docs/security.md): a receiver answering the
 * challenge with 64 MB does not make the items process hold it; one account's receiver that never
 * answers does not hold back another account's deliveries; a board has at most 50 webhooks.
 */

jest.setTimeout(240_000);

/** How a receiver answers: `echo` the challenge, then take deliveries; `huge` answer 64 MB; `hang` hold deliveries. */
type Behaviour = 'echo' | 'huge' | 'hang';

const HUGE_BYTES = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, ' ');

/** A receiver on loopback, each its own origin, as two accounts' receivers would be. */
class Receiver {
  /** When each delivered event arrived, by the item it is about. */
  readonly arrived = new Map<number, number>();
  /** Deliveries held without an answer. */
  readonly held: ServerResponse[] = [];
  private server!: Server;
  url = '';

  constructor(private readonly behaviour: Behaviour) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      challenge?: string;
      event?: { pulseId?: number };
    };
    if (body.challenge !== undefined && this.behaviour === 'huge') return this.answerHuge(response);
    if (body.challenge !== undefined) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ challenge: body.challenge }));
      return;
    }
    if (this.behaviour === 'hang') {
      this.held.push(response);
      return;
    }
    this.arrived.set(Number(body.event?.pulseId), Date.now());
    response.writeHead(200).end();
  }

  /** A JSON answer of 64 MB: the challenge, padded with spaces. */
  private answerHuge(response: ServerResponse): void {
    response.writeHead(200, { 'content-type': 'application/json' });
    let sent = 0;
    const pump = () => {
      while (sent < HUGE_BYTES) {
        sent += CHUNK.length;
        if (!response.write(CHUNK)) return void response.once('drain', pump);
      }
      response.end('{}');
    };
    pump();
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let env: TestStack;
let acme: GraphQLClient;
let globex: GraphQLClient;
const receivers = { echo: new Receiver('echo'), huge: new Receiver('huge'), hang: new Receiver('hang') };

const RELAY_INTERVAL_MS = 200;

beforeAll(async () => {
  await Promise.all(Object.values(receivers).map((receiver) => receiver.start()));
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }], {
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RELAY_INTERVAL_MS: String(RELAY_INTERVAL_MS),
    WEBHOOK_TIMEOUT_MS: '4000',
  });
  acme = env.clients.acme;
  globex = env.clients.globex;
});

afterAll(async () => {
  await env?.stop();
  await Promise.all(Object.values(receivers).map((receiver) => receiver.stop()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CREATE_WEBHOOK = `mutation ($b: ID!, $u: String!) {
  create_webhook(board_id: $b, url: $u, event: create_item) { id }
}`;

async function board(client: GraphQLClient, name: string): Promise<string> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  return create_board.id;
}

async function createItem(client: GraphQLClient, boardId: string): Promise<number> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Task") { id } }',
    { b: boardId },
  );
  return Number(create_item.id);
}

/** A process's resident and peak resident memory, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Waits (at most 20 s) until the process's resident memory holds still for half a second. */
async function settled(pid: number): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 500) {
    const start = memoryOf(pid);
    await sleep(500);
    const end = memoryOf(pid);
    if (end.peak === start.peak && end.rss - start.rss < 1024 * 1024) return;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('webhooks between tenants', () => {
  it('refuses a challenge answered with 64 MB, and the items process does not hold the answer', async () => {
    const boardId = await board(acme, 'Huge answers');
    // A first webhook warms the sender's code paths, and the process is left to finish what it does
    // after a start (it grows by 12 to 19 MB in its first seconds, idle), so what follows measures
    // the answers alone: two, which a process holding them would grow by 128 MB.
    await acme.data(CREATE_WEBHOOK, { b: boardId, u: receivers.echo.url });
    const pid = env.pids().items;
    await settled(pid);
    const before = memoryOf(pid);
    let highest = before.rss;
    const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(pid).rss)), 10);
    const refused = [];
    for (let attempt = 0; attempt < 2; attempt += 1)
      refused.push(await acme.request(CREATE_WEBHOOK, { b: boardId, u: receivers.huge.url }));
    clearInterval(sampler);
    const after = memoryOf(pid);
    for (const answer of refused)
      expect(answer.body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/challenge/),
        extensions: { code: 'InvalidArgumentException' },
      });
    // Resident memory sampled throughout, and the kernel's own peak: neither may grow past 16 MB.
    const grown = Math.max(Math.max(highest, after.rss) - before.rss, after.peak - before.peak);
    expect(grown).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a board its 51st webhook, and prices listing them by how many there are', async () => {
    const boardId = await board(globex, 'Crowded');
    for (let index = 0; index < 50; index += 1)
      await globex.data(CREATE_WEBHOOK, { b: boardId, u: receivers.echo.url });
    const refused = await globex.request(CREATE_WEBHOOK, { b: boardId, u: receivers.echo.url });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('already has 50 webhooks'),
      extensions: { code: 'InvalidArgumentException' },
    });
    const listed = await globex.request<{ webhooks: unknown[] }>(
      'query ($b: ID!) { webhooks(board_id: $b) { id } }',
      { b: boardId },
    );
    expect(listed.body.data?.webhooks).toHaveLength(50);
    // 10 for the field, then 1 per webhook listed.
    expect(listed.body.extensions?.complexity).toMatchObject({ query: 60 });
  });

  it("delivers one account's events on time while another's 30 webhooks wait on a receiver that never answers", async () => {
    const quietBoard = await board(globex, 'Quiet');
    await globex.data(CREATE_WEBHOOK, { b: quietBoard, u: receivers.echo.url });
    /** From a change's answer to its event's arrival. */
    const latency = async () => {
      const itemId = await createItem(globex, quietBoard);
      const answered = Date.now();
      while (!receivers.echo.arrived.has(itemId)) await sleep(10);
      return (receivers.echo.arrived.get(itemId) ?? 0) - answered;
    };
    const quiet = median([await latency(), await latency(), await latency()]);

    const hangingBoard = await board(acme, 'Hanging');
    for (let index = 0; index < 30; index += 1)
      await acme.data(CREATE_WEBHOOK, { b: hangingBoard, u: receivers.hang.url });
    await createItem(acme, hangingBoard);
    while (receivers.hang.held.length === 0) await sleep(20);

    const loaded = median([await latency(), await latency(), await latency()]);
    // An event waits for the next relay round whatever happens, so a quiet delivery counts as at least two.
    const bound = 3 * Math.max(quiet, 2 * RELAY_INTERVAL_MS);
    expect({ quiet, loaded, withinBound: loaded <= bound }).toEqual({ quiet, loaded, withinBound: true });
  });
});
