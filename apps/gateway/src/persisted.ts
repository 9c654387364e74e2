import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { GraphQLHttpRequest } from '@workapi/service-kit';

/**
 * Automatic persisted queries (Apollo's protocol: `extensions.persistedQuery {version: 1,
 * sha256Hash}`), kept by the gateway itself so that a hash-only request becomes the full query
 * text before anything else looks at it: it is then priced, limited and validated against the
 * requested version exactly like the text sent in full (contract section 3). Apollo Server's own
 * persisted-query cache is off; requests reach it with their text and without the extension.
 *
 * Registered texts live in Redis for a day (shared by every gateway replica) and in a bounded LRU
 * in front of it.
 */
export type Resolution =
  | { kind: 'request'; request: GraphQLHttpRequest }
  | { kind: 'refused'; status: number; message: string; code: string };

interface PersistedQueryExtension {
  version?: unknown;
  sha256Hash?: unknown;
}

const TTL_SECONDS = 24 * 60 * 60;
/** Bytes of query text kept in each process (the texts themselves, counted by length). */
const LOCAL_BYTES = 32 * 1024 * 1024;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The request's parameters, from the JSON body (POST) or the query string (GET). */
function paramsOf(request: GraphQLHttpRequest): Record<string, unknown> | null {
  if (request.method === 'POST') {
    const body = request.body;
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  }
  const search = new URLSearchParams(request.search);
  let extensions: unknown;
  try {
    extensions = search.has('extensions') ? JSON.parse(search.get('extensions') as string) : undefined;
  } catch {
    return null;
  }
  return { query: search.get('query') ?? undefined, extensions };
}

/** The same request with `query` set and the persisted-query extension removed. */
function withQuery(request: GraphQLHttpRequest, query: string): GraphQLHttpRequest {
  if (request.method === 'POST') {
    const body: Record<string, unknown> = { ...(request.body as Record<string, unknown>), query };
    const extensions = { ...(body.extensions as Record<string, unknown>) };
    delete extensions.persistedQuery;
    if (Object.keys(extensions).length > 0) body.extensions = extensions;
    else delete body.extensions;
    return { ...request, body };
  }
  const search = new URLSearchParams(request.search);
  search.set('query', query);
  search.delete('extensions');
  return { ...request, search: search.toString() };
}

export class PersistedQueries {
  private readonly local = new LRUCache<string, string>({
    maxSize: LOCAL_BYTES,
    sizeCalculation: (text) => Math.max(text.length, 1),
  });

  constructor(
    private readonly redis: Redis,
    private readonly logger: { warn(details: object, message: string): void },
  ) {}

  private key(hash: string) {
    return `apq:${hash}`;
  }

  /** The request to serve (unchanged when it uses no persisted query), or why it is refused. */
  async resolve(request: GraphQLHttpRequest): Promise<Resolution> {
    const params = paramsOf(request);
    const extensions = params?.extensions;
    const persisted =
      extensions && typeof extensions === 'object'
        ? ((extensions as Record<string, unknown>).persistedQuery as PersistedQueryExtension | undefined)
        : undefined;
    if (!params || !persisted) return { kind: 'request', request };
    if (persisted.version !== 1 || typeof persisted.sha256Hash !== 'string') {
      return {
        kind: 'refused',
        status: 400,
        message: 'Unsupported persisted query: send extensions.persistedQuery {version: 1, sha256Hash}',
        code: 'BAD_REQUEST',
      };
    }
    const hash = persisted.sha256Hash.toLowerCase();
    if (typeof params.query === 'string') {
      if (sha256(params.query) !== hash) {
        return {
          kind: 'refused',
          status: 400,
          message: 'provided sha does not match query',
          code: 'BAD_REQUEST',
        };
      }
      await this.remember(hash, params.query);
      return { kind: 'request', request: withQuery(request, params.query) };
    }
    const text = await this.recall(hash);
    if (text === undefined) {
      // Apollo's clients look for this message (or code), then send the query in full.
      return {
        kind: 'refused',
        status: 200,
        message: 'PersistedQueryNotFound',
        code: 'PERSISTED_QUERY_NOT_FOUND',
      };
    }
    return { kind: 'request', request: withQuery(request, text) };
  }

  private async remember(hash: string, text: string): Promise<void> {
    this.local.set(hash, text);
    try {
      await this.redis.set(this.key(hash), text, 'EX', TTL_SECONDS);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'persisted query kept in this process only');
    }
  }

  private async recall(hash: string): Promise<string | undefined> {
    const known = this.local.get(hash);
    if (known !== undefined) return known;
    try {
      const text = await this.redis.get(this.key(hash));
      // Re-checked: what Redis holds is only trusted if it still hashes to the name.
      if (text !== null && sha256(text) === hash) {
        this.local.set(hash, text);
        return text;
      }
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'persisted queries unavailable in Redis');
    }
    return undefined;
  }
}
