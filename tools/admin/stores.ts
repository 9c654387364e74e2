// The stack's stores as the admin CLI reaches them: the boards subgraph's database through its
// accounts repository, and Redis for the gateway's limit keys (`accounts show`) and to publish the
// names of an account's users and teams when one is added (reference data the subgraphs read).
import type { MongoClient } from 'mongodb';
import { AccountsRepository, TeamsRepository, WorkspacesRepository } from '@workapi/accounts';
import { AuditLog } from '@workapi/audit';
import { limitsFor, RedisLimitStore, type Limits, type Usage } from '@workapi/complexity';
import { ConfigError, loadStoreConfig, type StoreConfig } from '@workapi/config';
import { createLogger } from '@workapi/logging';
import { ReferencePublisher, WHOLE_ACCOUNT } from '@workapi/reference';
import { connectMongo, connectRedis, databaseFor, type RedisClient } from '@workapi/stores';

/** How long a store may take to answer before the CLI says it cannot reach it. */
const CONNECT_TIMEOUT_MS = 5_000;

/** MongoDB or Redis is not configured or does not answer (exit code 4). */
export class StoreUnreachable extends Error {}

export interface AdminStores {
  accounts: AccountsRepository;
  /**
   * Workspaces, published nowhere: the CLI only lists and makes them, and a new workspace holds no
   * board whose visibility it could change.
   */
  workspaces: WorkspacesRepository;
  /** Teams, publishing the account's teams' names: a new team is on no board, but may be assigned. */
  teams: TeamsRepository;
  /** The accounts' audit log: what the CLI does to tokens and users is recorded there, and read back. */
  audit: AuditLog;
  /** A tier's limits, with this environment's overrides, as the gateway applies them. */
  limitsOf(tier: string): Limits;
  /** What an account has used in its current windows (connects to Redis on first use). */
  usage(accountId: string): Promise<Usage>;
  /** The account's uploaded files (the items subgraph's asset records) and their bytes. */
  storage(accountId: string): Promise<{ files: number; bytes: number }>;
  close(): Promise<void>;
}

/** The URL without credentials, path or options: enough to tell which server was meant. */
function where(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'the configured URL';
  }
}

/** A driver error that means a store went away (mid-command too), not a refusal. */
export function isConnectionError(error: unknown): boolean {
  const { name = '', message = '' } = (error as Error | null) ?? {};
  return (
    /^Mongo(Network|NetworkTimeout|ServerSelection|TopologyClosed|NotConnected)Error$/.test(name) ||
    name === 'MaxRetriesPerRequestError' ||
    /^(Connection is closed|Stream isn't writeable)/.test(message)
  );
}

export async function openStores(env: Record<string, string | undefined>): Promise<AdminStores> {
  let config: StoreConfig;
  try {
    config = loadStoreConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new StoreUnreachable(error.message);
    throw error;
  }
  let client: MongoClient;
  try {
    client = await connectMongo(config, 'workapi-admin', undefined, 0);
  } catch (error) {
    throw new StoreUnreachable(
      `cannot reach MongoDB at ${where(config.mongoUrl)}: ${(error as Error).message}`,
    );
  }
  let redis: RedisClient | undefined;
  let connected: Promise<RedisClient> | undefined;
  const openRedis = async () => {
    // Logs would go to stdout, where --json output goes: the CLI reports the failure itself.
    redis = connectRedis(config, createLogger('admin', 'silent', false));
    const connection = redis;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)),
        CONNECT_TIMEOUT_MS,
      );
      connection.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    }).catch((error: Error) => {
      throw new StoreUnreachable(`cannot reach Redis at ${where(config.redisUrl)}: ${error.message}`);
    });
    return connection;
  };
  const db = databaseFor(client, config, 'boards');
  /** Publishes the account's names of this kind; the change is made even when Redis is away. */
  const publishNames =
    (kind: 'users' | 'teams', read: (accountId: string) => Promise<Record<string, string>>) =>
    async (accountId: string) => {
      try {
        connected ??= openRedis();
        const publisher = new ReferencePublisher(await connected, createLogger('admin', 'silent', false));
        await publisher.changed(accountId, kind, WHOLE_ACCOUNT, () => read(accountId));
      } catch (error) {
        // Only the other subgraphs' copy of the names waits for the next change.
        console.error(
          `[admin] warning: ${(error as Error).message}; the new ${kind === 'users' ? "user's" : "team's"} name shows in people columns once Redis is reachable and the account's ${kind} change again`,
        );
      }
    };
  const accounts: AccountsRepository = new AccountsRepository(
    db,
    publishNames('users', (accountId) => accounts.users.userNames(accountId)),
  );
  const teams: TeamsRepository = new TeamsRepository(
    db,
    publishNames('teams', (accountId) => teams.teamNames(accountId)),
  );
  return {
    accounts,
    workspaces: new WorkspacesRepository(db),
    teams,
    audit: new AuditLog(db),
    limitsOf: (tier) =>
      limitsFor(tier, {
        budgetPerMinute: config.complexityBudgetPerMinute,
        requestsPerMinute: config.rateLimitPerMinute,
      }),
    async usage(accountId) {
      connected ??= openRedis();
      return new RedisLimitStore(await connected).usage(accountId);
    },
    async storage(accountId) {
      const assets = databaseFor(client, config, 'items').collection<{ size: number }>('assets');
      const used = { files: 0, bytes: 0 };
      for await (const asset of assets.find({ account_id: accountId }, { projection: { size: 1 } })) {
        used.files += 1;
        used.bytes += asset.size;
      }
      return used;
    },
    async close() {
      redis?.disconnect();
      await client.close();
    },
  };
}
