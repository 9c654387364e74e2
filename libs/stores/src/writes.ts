import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RedisClient } from './redis';
import type { Logger } from '@workapi/logging';

/**
 * A per-account write counter in Redis, raised before and after every write (a GraphQL mutation,
 * or an internal endpoint that writes). While it stands still, nothing of the account changed, so
 * what a read computed from the account's data at that value is still true: items_page reuses a
 * first page's snapshot for the same query until the next write (docs/items-page.md).
 */
const key = (accountId: string) => `writes:${accountId}`;

export class WriteCounter {
  constructor(
    private readonly redis: RedisClient,
    private readonly logger: Logger,
  ) {}

  /**
   * The account's current count ('0' before its first write); while Redis does not answer, a
   * value no one has seen, so nothing is reused.
   */
  async current(accountId: string): Promise<string> {
    try {
      return (await this.redis.get(key(accountId))) ?? '0';
    } catch {
      return `unknown:${randomUUID()}`;
    }
  }

  /**
   * Raises the count. A failure is logged, not thrown: the write goes on, and reads reuse nothing
   * while Redis is away (their snapshots live there too); reuse entries expire within seconds.
   */
  async raise(accountId: string): Promise<void> {
    try {
      await this.redis.incr(key(accountId));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'could not raise the write counter');
    }
  }

  /** Runs a write between two raises, so a read that overlaps it never matches a quiet count. */
  async around<T>(accountId: string | undefined, write: () => Promise<T>): Promise<T> {
    if (!accountId) return write();
    await this.raise(accountId);
    try {
      return await write();
    } finally {
      await this.raise(accountId);
    }
  }
}

/** Raises the caller's write counter before a mutation executes and after its response is made. */
export function writeCounterPlugin<TContext extends { caller: { accountId: string } | null }>(
  counter: WriteCounter,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      let account: string | undefined;
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation' || !contextValue.caller) return;
          account = contextValue.caller.accountId;
          await counter.raise(account);
        },
        async willSendResponse() {
          if (account) await counter.raise(account);
        },
      };
    },
  };
}
