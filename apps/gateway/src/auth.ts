import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { type Config } from '@workapi/config';
import { endpoints, internalCaller, type Caller } from '@workapi/internal';

/** How long an answer is trusted: a revoked token stops working within this. */
const KNOWN_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;
/** Unknown tokens a client address may send per window before it is refused without a lookup. */
export const UNKNOWN_TOKENS_PER_WINDOW = 20;
export const UNKNOWN_WINDOW_MS = 60_000;
const RECENTLY_KNOWN_MS = 60 * 60_000;

/** The raw token, or the token after `Bearer ` (both forms are accepted, README, HTTP and errors). */
export function tokenFrom(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const bearer = /^bearer\s+(.+)$/i.exec(value);
  return (bearer ? bearer[1] : value).trim() || undefined;
}

export type Authentication =
  | { kind: 'caller'; caller: Caller }
  | { kind: 'unknown' }
  /** The address sent too many unknown tokens: refused before any lookup, until `retryAfter`. */
  | { kind: 'throttled'; retryAfter: number };

/**
 * Resolves API tokens to callers through the boards subgraph (which owns accounts and tokens,
 * stored as SHA-256 digests and found by digest, so no secret is ever compared), remembering answers for a few seconds in a bounded LRU
 * keyed by the token's hash, so most requests cost no lookup and a revocation takes effect within
 * seconds. A client address that keeps sending unknown tokens is refused before any lookup, so a
 * flood of guesses costs the boards subgraph nothing and cannot evict the real tokens.
 */
export class Authenticator {
  private readonly answers = new LRUCache<string, { caller: Caller | null }>({
    max: CACHE_MAX_ENTRIES,
    ttl: KNOWN_TTL_MS,
  });
  private readonly misses = new LRUCache<string, number>({ max: CACHE_MAX_ENTRIES, ttl: UNKNOWN_WINDOW_MS });
  /** Tokens that were valid lately: looked up again when their answer expires, even from a throttled address. */
  private readonly recentlyKnown = new LRUCache<string, true>({
    max: CACHE_MAX_ENTRIES,
    ttl: RECENTLY_KNOWN_MS,
  });

  /**
   * `flooded` hears of an address the moment it reaches the window's limit of unknown tokens: once
   * per window and address, however many requests it sends (the audit log records it).
   */
  constructor(
    private readonly config: Config,
    private readonly flooded: (address: string) => void = () => undefined,
  ) {}

  async authenticate(token: string, requestId: string, address = 'unknown'): Promise<Authentication> {
    const key = createHash('sha256').update(token).digest('base64url');
    let answer = this.answers.get(key);
    if (!answer) {
      const misses = this.misses.get(address) ?? 0;
      if (misses >= UNKNOWN_TOKENS_PER_WINDOW && !this.recentlyKnown.has(key)) {
        const left = this.misses.getRemainingTTL(address);
        return { kind: 'throttled', retryAfter: Math.max(1, Math.ceil(left / 1000)) };
      }
      const caller = await internalCaller(this.config, { requestId })(endpoints.boards.authenticate, {
        token,
      });
      answer = { caller };
      // Unknown tokens are not kept: they would only push real ones out.
      if (caller) {
        this.answers.set(key, answer);
        this.recentlyKnown.set(key, true);
      } else {
        this.misses.set(address, misses + 1, { noUpdateTTL: misses > 0 });
        if (misses + 1 === UNKNOWN_TOKENS_PER_WINDOW) this.flooded(address);
      }
    }
    return answer.caller ? { kind: 'caller', caller: answer.caller } : { kind: 'unknown' };
  }
}
