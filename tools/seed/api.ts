// The seed's GraphQL client: the public API as any client sees it, with the waits and retries a
// long import needs. 429 pauses every request until Retry-After; 409 (the same Idempotency-Key
// still running), 5xx and dropped connections are retried with the same key, so a retry never
// acts twice. What no retry can fix (no gateway, a refused token) ends the seed with a message.

/** The API version this client is written against (CONTRACT section 5). */
export const API_VERSION = '2026-07';

const TIMEOUT_MS = 120_000;
/** Attempts for 5xx and dropped connections (the same key each time). */
const MAX_ATTEMPTS = 8;
/** Longest wait for a claim on an Idempotency-Key to clear (the gateway frees it after 5 min). */
const MAX_CONFLICT_WAIT_MS = 6 * 60_000;

/** Exit codes, aligned with npm run admin's (README, Demo data). */
export const EXIT = { done: 0, usage: 1, tokenRefused: 2, unreachable: 4, failed: 5 } as const;

/** Ends the seed: printed as is, without a stack, exiting with `exitCode`. */
export class SeedError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
  }
}

/** The seed was asked to stop while this request waited to be (re)sent. */
export class Stopped extends Error {
  constructor() {
    super('stopped');
  }
}

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface Answer<T> {
  data: T | null;
  errors: GraphQLError[];
}

export interface ApiCounters {
  requests: number;
  /** Requests refused for a rate or complexity limit (429) and sent again after the wait. */
  throttled: number;
  /** Requests sent again after a 5xx, a dropped connection or a running Idempotency-Key. */
  retried: number;
}

export const describeError = (error: GraphQLError | undefined) =>
  error ? `${error.extensions?.code ?? 'error'}: ${error.message}` : 'no detail';

export class SeedApi {
  readonly counters: ApiCounters = { requests: 0, throttled: 0, retried: 0 };
  /** No request leaves before this time (set by a 429's Retry-After). */
  private pausedUntil = 0;
  private reached = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly tokenFrom: string,
    private readonly stopping: AbortSignal,
    /** Told when the seed waits for a limit, e.g. to show it beside the progress bar. */
    private readonly onWait: (message: string) => void = () => undefined,
  ) {}

  /** Sends an operation; `key` makes it a keyed mutation (Idempotency-Key). */
  async request<T>(query: string, variables: Record<string, unknown>, key?: string): Promise<Answer<T>> {
    const body = JSON.stringify({ query, variables });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: this.token,
      'api-version': API_VERSION,
      ...(key ? { 'idempotency-key': key } : {}),
    };
    let conflictWaited = 0;
    for (let attempt = 1; ; attempt += 1) {
      await this.waitUntil(this.pausedUntil);
      let response: Response;
      let text: string;
      try {
        this.counters.requests += 1;
        response = await fetch(this.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        const cause = causeOf(error);
        if (!this.reached) {
          throw new SeedError(
            `Cannot reach the gateway at ${this.url} (${cause}). Is npm start running? --url points the seed elsewhere.`,
            EXIT.unreachable,
          );
        }
        if (attempt >= MAX_ATTEMPTS) {
          throw new SeedError(`The gateway at ${this.url} stopped answering (${cause})`, EXIT.unreachable);
        }
        this.counters.retried += 1;
        await this.sleep(backoff(attempt));
        continue;
      }
      this.reached = true;
      const parsed = parse(text);
      const status = response.status;
      if (status === 401) {
        throw new SeedError(
          `The gateway refused the API token from ${this.tokenFrom} (401 ${describeError(parsed?.errors?.[0])}). ` +
            'Pass a valid token with --token or WORKAPI_TOKEN; npm start prints its dev token.',
          EXIT.tokenRefused,
        );
      }
      const retryAfterMs = retryAfter(response, parsed);
      if (status === 429) {
        this.counters.throttled += 1;
        const wait = retryAfterMs ?? backoff(attempt);
        this.pausedUntil = Math.max(this.pausedUntil, Date.now() + wait);
        const code = parsed?.errors?.[0]?.extensions?.code ?? 'HTTP 429';
        this.onWait(`${code}, waiting ${Math.max(1, Math.round(wait / 1000))} s`);
        continue;
      }
      if (status === 409 && conflictWaited < MAX_CONFLICT_WAIT_MS) {
        const wait = retryAfterMs ?? 1000;
        conflictWaited += wait;
        this.counters.retried += 1;
        await this.sleep(wait);
        continue;
      }
      if (status >= 500 && attempt < MAX_ATTEMPTS) {
        this.counters.retried += 1;
        await this.sleep(retryAfterMs ?? backoff(attempt));
        continue;
      }
      if (status !== 200 || !parsed) {
        throw new SeedError(
          `The gateway answered HTTP ${status}: ${parsed ? describeError(parsed.errors?.[0]) : text.slice(0, 200)}`,
        );
      }
      return { data: (parsed.data as T) ?? null, errors: parsed.errors ?? [] };
    }
  }

  /** Sends an operation whose every error ends the seed (setup steps). */
  async data<T>(query: string, variables: Record<string, unknown> = {}, key?: string): Promise<T> {
    const answer = await this.request<T>(query, variables, key);
    if (answer.errors.length > 0 || !answer.data) {
      const operation = /\{\s*(\w+)/.exec(query)?.[1] ?? 'request';
      throw new SeedError(`${operation} failed: ${describeError(answer.errors[0])}`);
    }
    return answer.data;
  }

  private async waitUntil(time: number) {
    if (this.stopping.aborted) throw new Stopped();
    const wait = time - Date.now();
    if (wait > 0) await this.sleep(wait);
  }

  /** A wait that ends early, with Stopped, when the seed is asked to stop. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.stopping.aborted) return reject(new Stopped());
      const done = () => {
        clearTimeout(timer);
        this.stopping.removeEventListener('abort', stop);
      };
      const stop = () => {
        done();
        reject(new Stopped());
      };
      const timer = setTimeout(() => {
        done();
        resolve();
      }, ms);
      this.stopping.addEventListener('abort', stop, { once: true });
    });
  }
}

function parse(text: string): { data?: unknown; errors?: GraphQLError[] } | null {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** Retry-After (seconds), or the body's retry_in_seconds, in ms. */
function retryAfter(response: Response, parsed: { errors?: GraphQLError[] } | null): number | undefined {
  const header = Number(response.headers.get('retry-after'));
  if (response.headers.has('retry-after') && Number.isFinite(header) && header >= 0)
    return header * 1000 + 50;
  const inBody = Number(parsed?.errors?.[0]?.extensions?.retry_in_seconds);
  return Number.isFinite(inBody) && inBody >= 0 ? inBody * 1000 + 50 : undefined;
}

const backoff = (attempt: number) => Math.min(30_000, 250 * 2 ** attempt) * (0.5 + Math.random() / 2);

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
