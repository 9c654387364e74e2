/** Errors of a connection that was never made: nothing of the request was sent. */
export const REFUSED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The code of a request's error: undici's own, or that of the cause `fetch`'s TypeError wraps. */
export function errorCode(error: unknown): string | undefined {
  const failure = error as { code?: string; cause?: { code?: string } } | null;
  return failure?.code ?? failure?.cause?.code;
}

/** Whether an error of a request is a connection never made. */
export function connectionRefused(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && REFUSED_CODES.has(code);
}

/**
 * Errors of a connection that closed before its answer came: the request was perhaps sent and run,
 * or lost on a keep-alive connection its server was closing (a draining replica). Safe to send
 * again only when the request changes nothing, or its receiver runs it once however often it comes.
 */
const DROPPED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** Whether an error of a request is its connection dropped before the answer (not a timeout). */
export function connectionDropped(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && DROPPED_CODES.has(code);
}

/** How long a replica that refused a request is passed over before it is tried first again. */
export const RESTING_MS = 2_000;

/**
 * The replicas of one subgraph, taken in turn. One that refused a request (its connection, or a
 * draining 503 of which nothing ran) rests for RESTING_MS: tried last meanwhile, so a replica being
 * restarted costs its callers nothing, and tried again after, so one that came back gets its share.
 */
export class Replicas {
  private turn = 0;
  private readonly resting = new Map<string, number>();

  constructor(
    readonly urls: readonly string[],
    private readonly clock: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error('a subgraph needs at least one URL');
  }

  /** The replicas in the order to try them: the next in turn first, resting ones last. */
  order(): string[] {
    const now = this.clock();
    const start = this.turn++ % this.urls.length;
    const rotated = [...this.urls.slice(start), ...this.urls.slice(0, start)];
    const rests = (url: string) => (this.resting.get(url) ?? 0) > now;
    return [...rotated.filter((url) => !rests(url)), ...rotated.filter(rests)];
  }

  refused(url: string): void {
    this.resting.set(url, this.clock() + RESTING_MS);
  }

  answered(url: string): void {
    this.resting.delete(url);
  }
}

/**
 * Sends a request to a replica and, when nothing of it ran there (its connection was refused, or it
 * answered what `refusal` recognises: a draining replica's 503 marked not executed), once more to
 * another replica; never after an answer or a timeout, when it may have run, nor after a dropped
 * connection unless the request is `resendable` (it reads only, or carries a key under which its
 * receiver runs it once: running it twice changes nothing).
 * `send` is called afresh for each attempt (a new signature, the time still left).
 */
export async function sendToReplicas<T>(
  replicas: Replicas,
  send: (url: string) => Promise<T>,
  refusal: (answer: T) => boolean,
  { resendable = false }: { resendable?: boolean } = {},
): Promise<T> {
  const [first, second] = replicas.order();
  const attempt = async (url: string, last: boolean): Promise<T> => {
    try {
      const answer = await send(url);
      if (!refusal(answer)) {
        replicas.answered(url);
        return answer;
      }
      replicas.refused(url);
      if (last) return answer;
    } catch (error) {
      if (!connectionRefused(error) && !(resendable && connectionDropped(error))) throw error;
      replicas.refused(url);
      if (last) throw error;
    }
    return attempt(second, true);
  };
  return attempt(first, second === undefined);
}
