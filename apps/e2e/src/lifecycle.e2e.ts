import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isListening } from '@workapi/devservices';
import {
  freeAppPorts,
  GraphQLClient,
  npmStart as startNpm,
  untilReady,
  type AppPorts,
  type StartedApi,
} from '@workapi/testing';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(join(tmpdir(), 'workapi-lifecycle-'));
let ports: AppPorts;
const everyStart: StartedApi[] = [];

/** `npm start` on this file's data and ports, remembered so afterAll stops it whatever happened. */
function npmStart(extraEnv: Record<string, string> = {}): StartedApi {
  const started = startNpm(dataDir, ports, extraEnv);
  everyStart.push(started);
  return started;
}

/** What one request got: an answer (status, its Connection header, the body as received) or a failure. */
type Outcome = { status: number; connection: string | null; text: string } | { failure: string };

async function post(url: string, token: string, query: string, variables: object): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      connection: response.headers.get('connection'),
      text: await response.text(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { failure: cause?.code ?? cause?.message ?? String(error) };
  }
}

const CORRECT = 'correct';
const REFUSED_503 = '503, connection closed';
const CONNECTION_REFUSED = 'connection refused';

/** What a client saw, in short: correct data, one of the two ways of refusing, or what went wrong. */
function verdict(outcome: Outcome, isCorrect: (data: unknown) => boolean): string {
  if ('failure' in outcome)
    return outcome.failure === 'ECONNREFUSED' ? CONNECTION_REFUSED : `failed: ${outcome.failure}`;
  if (outcome.status === 503)
    return outcome.connection === 'close' ? REFUSED_503 : '503 on a kept connection';
  let body: { data?: unknown; errors?: unknown } | undefined;
  try {
    body = JSON.parse(outcome.text);
  } catch {
    return `status ${outcome.status}, body cut at ${outcome.text.length} characters`;
  }
  if (outcome.status === 200 && !body?.errors && isCorrect(body?.data)) return CORRECT;
  return `status ${outcome.status}: ${outcome.text.slice(0, 300)}`;
}

beforeAll(async () => {
  ports = await freeAppPorts();
});

afterAll(async () => {
  // A failed test may leave its stack running: stop it before removing its data.
  for (const started of everyStart) {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGTERM');
      await started.exit;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('provisions its own services, serves the API, stops cleanly on SIGTERM and finds its data after a restart', async () => {
    const first = npmStart();
    await untilReady(first);
    const services = JSON.parse(readFileSync(join(dataDir, 'services.json'), 'utf8'));
    expect(services).toEqual({
      mongo: expect.stringMatching(/^mongodb:\/\//),
      redis: expect.stringMatching(/^redis:\/\//),
    });
    const token = readFileSync(join(dataDir, 'dev-token'), 'utf8').trim();
    expect(first.output()).toContain(`API token: ${token}`);

    const client = new GraphQLClient(`http://127.0.0.1:${ports.gateway}/graphql`, token);
    const { create_board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Survives restarts", board_kind: public) { id } }',
    );
    expect((await fetch(`http://127.0.0.1:${ports.gateway}/ready`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    const servicePorts = [services.mongo, services.redis].map((url: string) => Number(new URL(url).port));
    for (const port of [...Object.values(ports), ...servicePorts])
      expect(await isListening(port)).toBe(false);
    expect(readdirSync(join(dataDir, 'run')).filter((file) => file.endsWith('.pid'))).toEqual([]);

    const second = npmStart();
    await untilReady(second);
    // A crashed app is restarted and logged; the others keep running.
    const items = Number(/items :\d+ pid (\d+)/.exec(second.output())?.[1]);
    process.kill(items, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (!/\[start\] items restarted/.test(second.output()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(second.output()).toMatch(/\[start\] items exited \(SIGKILL\); restarting in 500 ms/);
    expect(second.output()).toMatch(/\[start\] items restarted \(pid \d+\)/);
    expect(second.child.exitCode).toBeNull();
    while (Date.now() < deadline && (await fetch(`http://127.0.0.1:${ports.gateway}/ready`)).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { boards } = await client.data<{ boards: Array<{ id: string; name: string }> }>(
      `query ($ids: [ID!]) { boards(ids: $ids) { id name } }`,
      { ids: [create_board.id] },
    );
    expect(boards).toEqual([{ id: create_board.id, name: 'Survives restarts' }]);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(true);
  });

  it('on SIGTERM under load, finishes in-flight requests, refuses new ones with 503, exits 0 and loses nothing', async () => {
    const ITEMS = 200;
    const IN_FLIGHT = 10;
    const STEADY = 10;
    // Two accounts: the in-flight one's concurrency count shows when the gateway holds all its requests.
    const inFlightToken = 'lifecycle-in-flight-token';
    const steadyToken = 'lifecycle-steady-token';
    const env = {
      DEV_ACCOUNTS: `${inFlightToken}:enterprise:in-flight,${steadyToken}:enterprise:steady`,
      RATE_LIMIT_PER_MINUTE: '1000000',
      COMPLEXITY_BUDGET_PER_MINUTE: '1000000000',
      // Room for ten whole pages on a busy machine: exit code 0 says the drain ended within it.
      SHUTDOWN_GRACE_MS: '60000',
    };
    const url = `http://127.0.0.1:${ports.gateway}/graphql`;
    const first = npmStart(env);
    await untilReady(first);

    const owner = new GraphQLClient(url, inFlightToken);
    const { create_board } = await owner.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Drained", board_kind: public) { id } }',
    );
    const board = create_board.id;
    const values = JSON.stringify({ status: { index: 1 }, date4: { date: '2026-01-15' } });
    for (let start = 0; start < ITEMS; start += 25) {
      const fields = Array.from(
        { length: 25 },
        (_, index) =>
          `i${index}: create_item(board_id: $b, item_name: "Item ${start + index}", column_values: $v) { id }`,
      );
      await owner.data(`mutation ($b: ID!, $v: JSON) { ${fields.join('\n')} }`, { b: board, v: values });
    }
    const names = Array.from({ length: ITEMS }, (_, index) => `Item ${index}`).sort();
    const pageQuery = `query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 500) { items { id name column_values { id text } } } } }`;
    type Page = {
      boards: Array<{ items_page: { items: Array<{ name: string; column_values: unknown[] }> } }>;
    };
    const wholeBoard = (data: unknown) => {
      const items = (data as Page).boards[0]?.items_page.items ?? [];
      return (
        JSON.stringify(items.map((item) => item.name).sort()) === JSON.stringify(names) &&
        items.every((item) => item.column_values.length > 0)
      );
    };
    const steadyBoard = (
      await new GraphQLClient(url, steadyToken).data<{ create_board: { id: string } }>(
        'mutation { create_board(board_name: "Steady", board_kind: public) { id } }',
      )
    ).create_board.id;
    const nameQuery = 'query ($b: [ID!]) { boards(ids: $b) { id name } }';
    const rightName = (data: unknown) =>
      JSON.stringify(data) === JSON.stringify({ boards: [{ id: steadyBoard, name: 'Steady' }] });

    // Steady clients: one small request after another on kept-alive connections, until refused.
    let signalled = false;
    const steady = Array.from({ length: STEADY }, async () => {
      const verdicts: string[] = [];
      for (;;) {
        const outcome = verdict(await post(url, steadyToken, nameQuery, { b: [steadyBoard] }), rightName);
        verdicts.push(outcome);
        if (outcome !== CORRECT) return verdicts;
      }
    });
    // Slow requests (whole pages of the board), in flight when the signal comes.
    let answered = 0;
    let answeredAfterSignal = 0;
    const inFlight = Array.from({ length: IN_FLIGHT }, async () => {
      const outcome = await post(url, inFlightToken, pageQuery, { b: [board] });
      answered += 1;
      if (signalled) answeredAfterSignal += 1;
      return verdict(outcome, wholeBoard);
    });
    // The account's concurrency count says when the gateway has admitted every slow request.
    const admitted = async () => {
      const probe = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: inFlightToken },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      const quota = Number(/"concurrency";q=(\d+)/.exec(probe.headers.get('ratelimit-policy') ?? '')?.[1]);
      const remaining = Number(/"concurrency";r=(\d+)/.exec(probe.headers.get('ratelimit') ?? '')?.[1]);
      return quota - remaining - 1;
    };
    while (answered === 0 && (await admitted()) < IN_FLIGHT)
      await new Promise((resolve) => setTimeout(resolve, 20));

    // What an operator does (CONTRACT: only Ctrl-C or SIGTERM stops everything).
    signalled = true;
    first.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(IN_FLIGHT).fill(CORRECT));
    // At least one was still running when the signal came, else this proved nothing.
    expect(answeredAfterSignal).toBeGreaterThan(0);
    const seen = (await Promise.all(steady)).flat();
    expect(seen.filter((outcome) => ![CORRECT, REFUSED_503, CONNECTION_REFUSED].includes(outcome))).toEqual(
      [],
    );
    expect(seen).toContain(REFUSED_503);
    // 0 only when every app drained within its grace period (SHUTDOWN_GRACE_MS).
    expect(await first.exit).toBe(0);

    const second = npmStart(env);
    await untilReady(second);
    expect(verdict(await post(url, inFlightToken, pageQuery, { b: [board] }), wholeBoard)).toBe(CORRECT);
    expect(verdict(await post(url, steadyToken, nameQuery, { b: [steadyBoard] }), rightName)).toBe(CORRECT);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 300_000);
});
