import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_ANSWER_BYTES, WebhookSender } from './sender';

/** 32 MiB, sent in 64 KiB chunks as fast as the client reads them. */
const HUGE = 32 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** A receiver answering 200 with a huge body; records whether it got to send all of it. */
class HugeAnswer {
  private server!: Server;
  /** Per request: whether the whole body was written before the client went away. */
  readonly finished: boolean[] = [];
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      request.resume();
      request.on('end', () => this.send(response));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  private send(response: ServerResponse): void {
    response.writeHead(200, { 'content-type': 'application/json' });
    let sent = 0;
    const pump = () => {
      while (sent < HUGE) {
        sent += CHUNK.length;
        if (!response.write(CHUNK)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('close', () => this.finished.push(response.writableFinished));
    pump();
  }

  /** Waits until the server has seen the end of `count` answers. */
  async settled(count: number): Promise<boolean[]> {
    while (this.finished.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.finished;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('the webhook sender', () => {
  let receiver: HugeAnswer;
  let sender: WebhookSender;

  beforeEach(async () => {
    receiver = new HugeAnswer();
    await receiver.start();
    sender = new WebhookSender({ allowPrivate: true, timeoutMs: 20_000, connections: 2 });
  });

  afterEach(async () => {
    await sender.close();
    await receiver.stop();
  });

  it('refuses a challenge answered with more than a few KB, and stops reading it', async () => {
    await expect(sender.challenge(receiver.url)).rejects.toMatchObject({
      code: 'InvalidArgumentException',
      message: expect.stringContaining(`at most ${MAX_ANSWER_BYTES} bytes`),
    });
    // The connection was cut: the receiver could not hand over its 32 MiB.
    expect(await receiver.settled(1)).toEqual([false]);
  });

  it('counts a 2xx with a huge body as delivered, without reading the body', async () => {
    await expect(sender.deliver(receiver.url, '{"event":{}}', 'token')).resolves.toBeUndefined();
    expect(await receiver.settled(1)).toEqual([false]);
  });
});

describe('a receiver that redirects', () => {
  it('is not followed: the delivery fails and the redirect target gets nothing', async () => {
    const reached: string[] = [];
    const target = createServer((request, response) => {
      reached.push(request.url ?? '');
      response.end('{}');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/elsewhere`;
    const redirecting = createServer((request, response) => {
      request.resume();
      response.writeHead(307, { location: targetUrl }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const sender = new WebhookSender({ allowPrivate: true, timeoutMs: 5_000, connections: 1 });
    try {
      const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/hook`;
      await expect(sender.deliver(url, '{"event":{}}', 'token')).rejects.toThrow('answered 307');
      await expect(sender.challenge(url)).rejects.toMatchObject({ code: 'InvalidArgumentException' });
      expect(reached).toEqual([]);
    } finally {
      await sender.close();
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
      await new Promise((resolve) => target.close(resolve));
    }
  });
});
