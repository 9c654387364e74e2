import { type Config } from '@workapi/config';
import { endpoints, internalCaller, type Caller } from '@workapi/internal';

const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 10_000;

/** The raw token, or the token after `Bearer ` (both forms are accepted, README, HTTP and errors). */
export function tokenFrom(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const bearer = /^bearer\s+(.+)$/i.exec(value);
  return (bearer ? bearer[1] : value).trim() || undefined;
}

/**
 * Resolves API tokens to callers through the boards subgraph (which owns accounts and tokens),
 * remembering answers briefly so most requests cost no lookup. Keys are the tokens themselves,
 * kept only in this process's memory.
 */
export class Authenticator {
  private readonly cache = new Map<string, { caller: Caller | null; expires: number }>();

  constructor(private readonly config: Config) {}

  async authenticate(token: string, requestId: string): Promise<Caller | null> {
    const now = Date.now();
    const cached = this.cache.get(token);
    if (cached && cached.expires > now) return cached.caller;
    const caller = await internalCaller(this.config, { requestId })(endpoints.boards.authenticate, { token });
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(token, { caller, expires: now + CACHE_TTL_MS });
    return caller;
  }
}
