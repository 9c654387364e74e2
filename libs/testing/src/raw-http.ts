import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  headers?: Record<string, string>;
  /** Sent with its content-length; as several chunks, sent chunked with none. */
  body: Buffer | Buffer[];
  /**
   * Stop sending once the answer is read, as a client refused part way does; otherwise the whole
   * body is sent, and a reset at any point is a failure.
   */
  stopWhenAnswered?: boolean;
}

/**
 * One POST over a connection of its own with node:http, no pooling, no retry: a reset or a broken
 * pipe shows as a rejection, not as a second try (as `fetch` may make one).
 */
export function postRaw(url: string, options: RawRequest): Promise<RawAnswer> {
  const chunks = Array.isArray(options.body) ? options.body : [options.body];
  const headers = {
    ...options.headers,
    ...(Array.isArray(options.body) ? {} : { 'content-length': String(options.body.length) }),
  };
  return new Promise((resolve, reject) => {
    let answer: RawAnswer | undefined;
    let sent = false;
    const settle = () => {
      if (answer && sent) resolve(answer);
    };
    const outgoing = request(url, { method: 'POST', headers, agent: false }, (incoming) => {
      const received: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => received.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        answer = {
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(received).toString(),
        };
        if (!options.stopWhenAnswered) return settle();
        resolve(answer);
        outgoing.destroy();
      });
    });
    outgoing.on('error', reject);
    outgoing.on('finish', () => {
      sent = true;
      settle();
    });
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

/** A process's resident memory now (VmRSS), in bytes: Linux only. */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}
