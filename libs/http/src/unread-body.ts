import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused request's body the server reads, and for how long, before it answers. */
export interface DiscardBound {
  bytes: number;
  ms: number;
}

/**
 * A body over the limit: read and dropped up to 32 MiB within 10 s, so a client that sent a file by
 * mistake (10 MB takes milliseconds even on a busy machine) finishes sending and reads its 413.
 * Nothing is kept, so the bound costs bandwidth, not memory; past it the client is abusing us.
 */
export const OVERSIZED_BODY_DISCARD: DiscardBound = { bytes: 32 * 1024 * 1024, ms: 10_000 };

/**
 * After answering a client still sending past the bound, the connection stays open, unread, this
 * long before it is closed: closing a socket with unread data resets it, and a client reset while
 * it sends may lose the answer it has not read yet. Meanwhile TCP flow control holds it still.
 */
export const LINGER_MS = 2_000;

/** Reads and drops what is left of the body within the bound; true when the body ended within it. */
function discard(raw: IncomingMessage, bound: DiscardBound): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    let settled = false;
    const settle = (ended: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      raw.off('data', onData);
      if (!ended) raw.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer | string) => {
      seen += chunk.length;
      if (seen > bound.bytes) settle(false);
    };
    const timer = setTimeout(() => settle(false), bound.ms);
    raw.on('data', onData);
    raw.once('end', () => settle(true));
    raw.once('close', () => settle(raw.complete));
    raw.once('error', () => settle(false));
    raw.resume();
  });
}

/**
 * Answers a request whose body the server will not use (too large, or not signed) so that the
 * client reads the answer: Node closes a `Connection: close` socket as soon as the answer is
 * written, and closing with the client's bytes still unread sends a reset, which a client still
 * sending takes for a failure and never reads the answer. So the rest of the body is read and
 * dropped first, within `bound`; then the answer goes with `Connection: close` over a clean
 * close. A client still sending past the bound gets the answer then, on a connection left unread
 * (it stalls) and closed `LINGER_MS` later.
 */
export async function answerUnreadBody(
  request: FastifyRequest,
  reply: FastifyReply,
  bound: DiscardBound,
  answer: (reply: FastifyReply) => FastifyReply,
): Promise<FastifyReply> {
  if (await discard(request.raw, bound)) return answer(reply.header('connection', 'close'));
  const socket = request.raw.socket;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(timer));
  // Node closes at once after any answer it sends with `Connection: close`, and it would send one
  // to a client that asked for it: the answer says the connection stays, and the timer closes it.
  return answer(reply.header('connection', 'keep-alive'));
}
