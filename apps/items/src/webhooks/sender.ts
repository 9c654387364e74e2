import { randomBytes } from 'node:crypto';
import { Agent, request, type Dispatcher } from 'undici';
import { invalidArgument } from '@workapi/errors';
import { assertPublicHost, guardedLookup, hostOf } from './addresses';

/** What the sender needs of the configuration (WEBHOOK_* variables). */
export interface SenderOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  /** Connections per receiver's origin at most. */
  connections: number;
}

/**
 * The most of a receiver's answer read: a challenge echo is about 60 bytes, a delivery's answer is
 * ignored. Past it the stream is destroyed, so a receiver cannot make this process hold its body.
 */
export const MAX_ANSWER_BYTES = 4 * 1024;

/** An answer's text if it fits in `MAX_ANSWER_BYTES`, else null; never reads past the bound. */
export async function readBounded(body: Dispatcher.ResponseData['body']): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early destroys the stream (and its connection): the rest is never read.
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > MAX_ANSWER_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Sends webhook requests: off any client's request path, each bounded by a timeout, never following
 * a redirect, and only to addresses checked as public on the connection itself (`guardedLookup`).
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly options: SenderOptions) {
    this.agent = new Agent({
      connect: { lookup: guardedLookup(options.allowPrivate), timeout: options.timeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connections: options.connections,
    });
  }

  /**
   * POSTs a JSON body; answers the status and the answer's text (null when past `MAX_ANSWER_BYTES`),
   * at most `timeoutMs` in all.
   */
  private async post(
    url: string,
    body: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; text: string | null }> {
    // A literal address never goes through the resolver: checked here, as a name is on connecting.
    await assertPublicHost(hostOf(new URL(url)), this.options.allowPrivate);
    const response = await request(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'user-agent': 'workapi-webhooks/1', ...headers },
      dispatcher: this.agent,
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    return { status: response.statusCode, text: await readBounded(response.body) };
  }

  /** One delivery try: resolves on a 2xx answer, throws otherwise (the queue tries again later). */
  async deliver(url: string, body: string, authorization: string): Promise<void> {
    const { status } = await this.post(url, body, { authorization });
    if (status < 200 || status >= 300) throw new Error(`the receiver answered ${status}`);
  }

  /**
   * monday.com's handshake: POST `{"challenge": "<random>"}`; the URL must answer 2xx with the same
   * challenge in a JSON body, or the webhook is not created (`InvalidArgumentException`).
   */
  async challenge(url: string): Promise<void> {
    const challenge = randomBytes(24).toString('base64url');
    let answered: unknown;
    try {
      const { status, text } = await this.post(url, JSON.stringify({ challenge }));
      answered =
        status >= 200 && status < 300 && text !== null
          ? (JSON.parse(text) as { challenge?: unknown }).challenge
          : null;
    } catch {
      answered = null;
    }
    if (answered !== challenge)
      throw invalidArgument(
        `Failed to verify the webhook URL: it must answer the challenge request with {"challenge": "<the challenge it was sent>"}, in at most ${MAX_ANSWER_BYTES} bytes`,
      );
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
