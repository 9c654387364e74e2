import { Replicas, RESTING_MS, sendToReplicas } from './replicas';

const refused = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });

describe('replicas of a subgraph', () => {
  it('are taken in turn', () => {
    const replicas = new Replicas(['a', 'b', 'c']);
    expect([replicas.order()[0], replicas.order()[0], replicas.order()[0], replicas.order()[0]]).toEqual([
      'a',
      'b',
      'c',
      'a',
    ]);
  });

  it('send a request nothing of which ran once more to another replica, which then leads for a while', async () => {
    let now = 0;
    const replicas = new Replicas(['a', 'b'], () => now);
    const tried: string[] = [];
    const answer = await sendToReplicas(
      replicas,
      async (url) => {
        tried.push(url);
        if (url === 'a') throw refused();
        return { status: 200, url };
      },
      (reply) => reply.status === 503,
    );
    expect(answer).toEqual({ status: 200, url: 'b' });
    expect(tried).toEqual(['a', 'b']);
    // 'a' rests: 'b' first on the next requests, until the rest is over.
    expect(replicas.order()[0]).toBe('b');
    expect(replicas.order()[0]).toBe('b');
    now += RESTING_MS + 1;
    expect(replicas.order()[0]).toBe('b');
    expect(replicas.order()[0]).toBe('a');
  });

  it('send a draining replica’s refusal on too, but never retry what may have run', async () => {
    const draining = await sendToReplicas(
      new Replicas(['a', 'b']),
      async (url) => ({ status: url === 'a' ? 503 : 200, url }),
      (reply) => reply.status === 503,
    );
    expect(draining.url).toBe('b');
    const tried: string[] = [];
    const lost = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    await expect(
      sendToReplicas(
        new Replicas(['a', 'b']),
        async (url) => {
          tried.push(url);
          throw lost;
        },
        () => false,
      ),
    ).rejects.toBe(lost);
    expect(tried).toEqual(['a']);
  });

  it('try once more only: two refusals give the last one, and a lone replica is tried once', async () => {
    const tried: string[] = [];
    await expect(
      sendToReplicas(
        new Replicas(['a', 'b', 'c']),
        async (url) => {
          tried.push(url);
          throw refused();
        },
        () => false,
      ),
    ).rejects.toThrow('fetch failed');
    expect(tried).toEqual(['a', 'b']);
    const alone = await sendToReplicas(
      new Replicas(['a']),
      async () => ({ status: 503 }),
      () => true,
    );
    expect(alone.status).toBe(503);
  });
});
