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

  it('send a resendable request whose connection dropped to another replica, but never a timed-out one', async () => {
    const dropped = () => Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    const tried: string[] = [];
    const answer = await sendToReplicas(
      new Replicas(['a', 'b']),
      async (url) => {
        tried.push(url);
        if (url === 'a') throw dropped();
        return { status: 200, url };
      },
      () => false,
      { resendable: true },
    );
    expect(answer.url).toBe('b');
    expect(tried).toEqual(['a', 'b']);
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    const timedOut = new DOMException('The operation timed out', 'TimeoutError');
    for (const failure of [timedOut, new Error('no code')]) {
      tried.length = 0;
      await expect(
        sendToReplicas(
          new Replicas(['a', 'b']),
          async (url) => {
            tried.push(url);
            throw failure;
          },
          () => false,
          { resendable: true },
        ),
      ).rejects.toBe(failure);
      expect(tried).toEqual(['a']);
    }
    // A request not resendable whose connection was reset may have run: not sent again.
    tried.length = 0;
    await expect(
      sendToReplicas(
        new Replicas(['a', 'b']),
        async (url) => {
          tried.push(url);
          throw reset;
        },
        () => false,
      ),
    ).rejects.toBe(reset);
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
