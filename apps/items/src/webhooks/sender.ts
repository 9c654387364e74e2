import { randomBytes } from 'node:crypto';
import { Agent, request } from 'undici';
import { invalidArgument } from '@workapi/errors';
import { assertPublicHost, guardedLookup, hostOf } from './addresses';

/** What the sender needs of the configuration (WEBHOOK_* variables). */
export interface SenderOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  /** Connections per receiver's origin at most. */
  connections: number;
}

/** The most of a challenge answer read. */
const MAX_CHALLENGE_ANSWER = 64 * 1024;

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

  /** POSTs a JSON body; answers the status once the response is read (at most `timeoutMs` in all). */
  private async post(
    url: string,
    body: string,
    headers: Record<string, string>,
    read: 'text' | 'none',
  ): Promise<{ status: number; text: string }> {
    // A literal address never goes through the resolver: checked here, as a name is on connecting.
    await assertPublicHost(hostOf(new URL(url)), this.options.allowPrivate);
    const response = await request(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'user-agent': 'workapi-webhooks/1', ...headers },
      dispatcher: this.agent,
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (read === 'none') {
      await response.body.dump();
      return { status: response.statusCode, text: '' };
    }
    const text = await response.body.text();
    return { status: response.statusCode, text: text.slice(0, MAX_CHALLENGE_ANSWER) };
  }

  /** One delivery try: resolves on a 2xx answer, throws otherwise (the queue tries again later). */
  async deliver(url: string, body: string, authorization: string): Promise<void> {
    const { status } = await this.post(url, body, { authorization }, 'none');
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
      const { status, text } = await this.post(url, JSON.stringify({ challenge }), {}, 'text');
      answered =
        status >= 200 && status < 300 ? (JSON.parse(text) as { challenge?: unknown }).challenge : null;
    } catch {
      answered = null;
    }
    if (answered !== challenge)
      throw invalidArgument(
        'Failed to verify the webhook URL: it must answer the challenge request with {"challenge": "<the challenge it was sent>"}',
      );
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
