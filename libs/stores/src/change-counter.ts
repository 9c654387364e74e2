import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RedisClient } from './redis';
import type { Logger } from '@workapi/logging';

/**
 * A per-account change counter in Redis, raised before and after every change of the account's
 * data (a GraphQL mutation, or an internal endpoint that changes data). While it stands still,
 * nothing of the account changed, so what a read computed from the account's data at that count is
 * still true: items_page reuses a first page's snapshot for the same query until the next change
 * (docs/items-page.md). The key keeps the name it was first deployed under (`writes:`), so
 * processes of the previous release and of this one count on the same key during a rollout.
 */
const key = (accountId: string) => `writes:${accountId}`;

export class ChangeCounter {
  constructor(
    private readonly redis: RedisClient,
    private readonly logger: Logger,
  ) {}

  /**
   * The account's current count ('0' before its first change); while Redis does not answer, a
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
   * Raises the count. A failure is logged, not thrown: the change goes on, and reads reuse nothing
   * while Redis is away (their snapshots live there too); reuse entries expire within seconds.
   */
  async raise(accountId: string): Promise<void> {
    try {
      await this.redis.incr(key(accountId));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'could not raise the change counter');
    }
  }

  /** Runs a change between two raises, so a read that overlaps it never matches a quiet count. */
  async around<T>(accountId: string | undefined, change: () => Promise<T>): Promise<T> {
    if (!accountId) return change();
    await this.raise(accountId);
    try {
      return await change();
    } finally {
      await this.raise(accountId);
    }
  }
}

/** Raises the caller's change counter before a mutation executes and after its response is made. */
export function changeCounterPlugin<TContext extends { caller: { accountId: string } | null }>(
  counter: ChangeCounter,
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
