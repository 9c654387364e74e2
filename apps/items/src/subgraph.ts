import { AuditLog, auditing } from '@workapi/audit';
import type { Config } from '@workapi/config';
import { FormulaWork } from '@workapi/column-types';
import { RedisLimitStore } from '@workapi/complexity';
import { openFileStore, type FileStore } from '@workapi/files';
import { cursorKeys, type CursorKeys } from '@workapi/cursor';
import { databaseFor, runMigrations } from '@workapi/stores';
import { resolverMap, schemaBeside, type SubgraphDefinition } from '@workapi/subgraph';
import { ItemsRepository, itemIndexes } from './data/items';
import { HeldWebhooks, WebhooksRepository, webhookIndexes } from './data/webhooks';
import { moveValuesIntoCells } from './data/cells-migration';
import { moveLegacyValues } from './data/legacy-values';
import { buildLookupKeys } from './data/lookup-keys';
import { buildRosters } from './data/roster';
import { SubitemsRepository } from './data/subitems';
import { UpdatesRepository, updateIndexes } from './data/updates';
import { NotificationsRepository, notificationIndexes } from './data/notifications';
import { ItemSubscribers, itemSubscriberIndexes } from './data/item-subscribers';
import { ActivityLogs, activityLogIndexes, tickStoredEntries } from './data/activity-logs';
import { BoardEventsInbox, boardEventIndexes } from './data/board-events';
import { AssetsRepository, assetIndexes } from './data/assets';
import type { ItemsContext } from './context';
import type { Resolvers, ResolversParentTypes } from './generated/graphql';
import { internal } from './internal';
import { FirstPageReuse } from './paging/reuse';
import { LinkedReads } from './paging/linked-reads';
import { SnapshotStore } from './paging/snapshots';
import { Board } from './resolvers/Board';
import { columnValueResolvers } from './resolvers/ColumnValue';
import { Group } from './resolvers/Group';
import { Item } from './resolvers/Item';
import { Mutation } from './resolvers/Mutation';
import { Query } from './resolvers/Query';
import { Webhook } from './resolvers/Webhook';
import { startWebhookDelivery } from './webhooks/delivery';
import { WebhookSender } from './webhooks/sender';
import { QuietItems } from './paging/quiet';
import type { ItemsProcess } from './data/item-writes';
import { HeldRetirements, RetirementTokens } from './data/retirements';
import { Like, Reply, Update } from './resolvers/Update';
import { NotificationV2 } from './resolvers/Notification';
import { Asset, fileScalar } from './resolvers/Asset';
import { writeParts } from './write-parts';
import { startFileSweep } from './files/background';

export const typeDefs = schemaBeside(__dirname);

export function itemsSubgraph(config: Config): SubgraphDefinition<ItemsContext> {
  let paging:
    { snapshots: SnapshotStore; reuse: FirstPageReuse; keys: CursorKeys; quiet: QuietItems } | undefined;
  let sender: WebhookSender | undefined;
  /** What every request's item writes share in this process (data/item-writes.ts). */
  let itemsProcess: ItemsProcess | undefined;
  let heldWebhooks: HeldWebhooks | undefined;
  /** The accounts' audit log, in the boards subgraph's database: this process only appends to it. */
  let auditLog: AuditLog | undefined;
  /** Charges work done after a request (duplicate_board's copies) to the gateway's limits in Redis. */
  let work: RedisLimitStore | undefined;
  let fileStore: Promise<FileStore> | undefined;
  /** One sender per process: the challenge of create_webhook and the deliveries share its connections. */
  const senderFor = (config: Config) =>
    (sender ??= new WebhookSender({
      allowPrivate: config.webhooks.allowPrivate,
      timeoutMs: config.webhooks.timeoutMs,
      connections: config.webhooks.concurrency,
    }));
  return {
    name: 'items',
    typeDefs,
    resolvers: resolverMap<Resolvers, ResolversParentTypes>()({
      Query,
      Mutation,
      Board,
      Group,
      Item,
      Webhook,
      Update,
      Reply,
      Like,
      NotificationV2,
      Asset,
      File: fileScalar,
      ...columnValueResolvers(),
    }),
    indexes: {
      ...itemIndexes,
      ...webhookIndexes,
      ...updateIndexes,
      ...notificationIndexes(config.notificationRetentionDays),
      ...itemSubscriberIndexes,
      ...activityLogIndexes(config.activityLogRetentionDays),
      ...boardEventIndexes,
      ...assetIndexes,
    },
    async onStart(db, logger, config, { engine }) {
      const columns = databaseFor(db.client, config, 'columns');
      await moveLegacyValues(db, columns, logger);
      await runMigrations(db, [
        {
          name: 'cells',
          run: () =>
            moveValuesIntoCells(db, (done) => {
              if (done.items > 0)
                logger.info(done, 'column values of items stored before moved into their cells');
            }),
        },
        {
          name: 'lookup-keys',
          run: () =>
            buildLookupKeys(db, columns, (done) => {
              if (done.items > 0) logger.info(done, 'lookup keys built for items stored before them');
            }),
        },
        {
          name: 'activity-log-ticks',
          run: async () => {
            const ticked = await tickStoredEntries(db);
            if (ticked > 0)
              logger.info({ entries: ticked }, 'activity entries stored before ticks given theirs');
          },
        },
        // Rosters are kept where the engine needs them (StoreEngine.keepsRosters).
        ...(engine.keepsRosters
          ? [
              {
                name: 'rosters',
                run: () =>
                  buildRosters(db, (boards) => {
                    if (boards > 0) logger.info({ boards }, 'rosters built for boards that had items before');
                  }),
              },
            ]
          : []),
      ]);
    },
    createContext(scope, db, { redis, config, changes, engine, publisher }) {
      const caller = scope.caller;
      auditLog ??= new AuditLog(databaseFor(db.client, config, 'boards'));
      const audit = auditing(auditLog, scope.logger);
      const files = {
        secret: config.files.secret,
        urlTtlSeconds: config.files.urlTtlSeconds,
        store: () => (fileStore ??= openFileStore(config.files)),
      };
      work ??= new RedisLimitStore(redis);
      if (!caller || !scope.reference)
        return {
          ...scope,
          items: null,
          subitems: null,
          updates: null,
          notifications: null,
          subscribers: null,
          pager: null,
          webhooks: null,
          activity: null,
          boardEvents: null,
          publicUrl: config.publicUrl,
          formulas: new FormulaWork(),
          audit,
          assets: null,
          files,
          work,
        };
      const viewer = { accountId: caller.accountId, userId: caller.userId };
      itemsProcess ??= {
        engine,
        parts: writeParts(engine),
        retirements: new HeldRetirements(new RetirementTokens(redis)),
      };
      const repository = new WebhooksRepository(db, viewer, {
        webhooks: (heldWebhooks ??= new HeldWebhooks()),
        version: scope.reference.version('webhooks'),
        changed: () => publisher.counted(caller.accountId, 'webhooks'),
      });
      const items = new ItemsRepository(db, viewer, itemsProcess, repository);
      const webhooks = {
        repository,
        sender: senderFor(config),
        allowPrivate: config.webhooks.allowPrivate,
      };
      if (!paging) {
        const snapshots = new SnapshotStore(redis, config.cursorTtlSeconds);
        paging = {
          snapshots,
          reuse: new FirstPageReuse(snapshots),
          keys: cursorKeys(config.cursorSecret),
          quiet: new QuietItems(),
        };
      }
      return {
        ...scope,
        items,
        webhooks,
        activity: new ActivityLogs(db, config.activityLogRetentionDays),
        boardEvents: new BoardEventsInbox(db),
        subitems: new SubitemsRepository(db, viewer),
        updates: new UpdatesRepository(db, viewer, engine),
        notifications: new NotificationsRepository(db, viewer),
        subscribers: new ItemSubscribers(db, viewer),
        publicUrl: config.publicUrl,
        formulas: new FormulaWork(),
        audit,
        assets: new AssetsRepository(db, viewer),
        files,
        work,
        pager: {
          accountId: caller.accountId,
          userId: caller.userId,
          role: caller.role,
          items,
          reference: scope.reference,
          ...paging,
          changes,
          linkedReads: new LinkedReads(scope.reads),
        },
      };
    },
    internal,
    background: (_db, logger, { config, redis }) => {
      const work = [
        startWebhookDelivery(config, senderFor(config), logger),
        startFileSweep(config, logger, redis),
      ];
      return { stop: async () => void (await Promise.all(work.map((part) => part.stop()))) };
    },
  };
}
