import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import { Pool } from 'undici';
import { CLIENT_KEEP_ALIVE } from '@workapi/http';

/** Connections kept open to one subgraph origin at the most; more requests at once wait for one. */
const CONNECTIONS_PER_ORIGIN = 128;

/** A subgraph request as sent: the exact bytes that were signed. */
export interface SubgraphRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A subgraph's answer, read whole before it is handed on, so its connection goes back to the pool at once. */
export class SubgraphAnswer {
  readonly ok: boolean;
  readonly statusText: string;

  constructor(
    readonly url: string,
    readonly status: number,
    private readonly headers: IncomingHttpHeaders,
    readonly body: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.statusText = STATUS_CODES[status] ?? '';
  }

  /** A header's value (repeated ones joined as HTTP does), by its name in any case. */
  header(name: string): string | undefined {
    const value = this.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

/**
 * The gateway's HTTP client for its subgraphs: one undici `Pool` of keep-alive connections per
 * origin, built for many small requests to few hosts (no WHATWG `fetch` objects, no connection per
 * request). Each request gets at most `timeoutMs`; past it, it is abandoned with a `TimeoutError`.
 */
export class SubgraphConnections {
  private readonly pools = new Map<string, Pool>();

  async send(url: URL, request: SubgraphRequest, timeoutMs: number): Promise<SubgraphAnswer> {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException('The subgraph did not answer in time', 'TimeoutError')),
      timeoutMs,
    );
    try {
      const answer = await this.pool(url.origin).request({
        path: url.pathname + url.search,
        method: request.method as 'POST',
        headers: request.headers,
        body: request.body,
        signal: deadline.signal,
      });
      return new SubgraphAnswer(url.href, answer.statusCode, answer.headers, await answer.body.text());
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes every connection once its requests are answered. */
  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.close()));
  }

  private pool(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      // Idle connections are dropped before a draining subgraph could close one under a request.
      pool = new Pool(origin, { connections: CONNECTIONS_PER_ORIGIN, ...CLIENT_KEEP_ALIVE });
      this.pools.set(origin, pool);
    }
    return pool;
  }
}
