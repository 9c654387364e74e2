import { DEADLINE_HEADER, signingFetcher } from './subgraph-fetcher';

const sent: Array<{ headers: Record<string, string>; signal: AbortSignal }> = [];
const realFetch = global.fetch;

beforeEach(() => {
  sent.length = 0;
  // A subgraph that never answers: only the fetch's own signal ends the wait.
  global.fetch = ((_url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => {
    sent.push(init);
    return new Promise((_resolve, reject) =>
      init.signal.addEventListener('abort', () => reject(init.signal.reason)),
    );
  }) as unknown as typeof fetch;
});

afterAll(() => {
  global.fetch = realFetch;
});

const fetchWith = (deadline: number) =>
  signingFetcher('secret', 'items')('http://127.0.0.1:1/graphql', {
    method: 'POST',
    body: '{"query":"{ __typename }"}',
    headers: { [DEADLINE_HEADER]: String(deadline) },
  });

describe('subgraph fetches within the request deadline', () => {
  it('gives a fetch only the time the request has left', async () => {
    const started = Date.now();
    await expect(fetchWith(Date.now() + 150)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(5_000);
    // The deadline stays in the gateway: it is neither sent nor signed.
    expect(sent[0].headers[DEADLINE_HEADER]).toBeUndefined();
  });

  it('sends nothing once the request has run out of time', async () => {
    await expect(fetchWith(Date.now() - 1)).rejects.toThrow('The request ran out of time');
    expect(sent).toHaveLength(0);
  });
});
