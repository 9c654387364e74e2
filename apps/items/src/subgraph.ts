import { cursorKeys, type CursorKeys } from '@workapi/cursor';
import { databaseFor } from '@workapi/stores';
import { resolverMap, schemaBeside, type SubgraphDefinition } from '@workapi/subgraph';
import { ItemsRepository, itemIndexes } from './data/items';
import { moveLegacyValues } from './data/legacy-values';
import { buildRosters } from './data/roster';
import { UpdatesRepository, updateIndexes } from './data/updates';
import type { ItemsContext } from './context';
import type { Resolvers, ResolversParentTypes } from './generated/graphql';
import { internal } from './internal';
import { FirstPageReuse } from './paging/reuse';
import { SnapshotStore } from './paging/snapshots';
import { Board } from './resolvers/Board';
import { columnValueResolvers } from './resolvers/ColumnValue';
import { Group } from './resolvers/Group';
import { Item } from './resolvers/Item';
import { Mutation } from './resolvers/Mutation';
import { Query } from './resolvers/Query';
import { Reply, Update } from './resolvers/Update';

export const typeDefs = schemaBeside(__dirname);

export function itemsSubgraph(): SubgraphDefinition<ItemsContext> {
  let paging: { snapshots: SnapshotStore; reuse: FirstPageReuse; keys: CursorKeys } | undefined;
  return {
    name: 'items',
    typeDefs,
    resolvers: resolverMap<Resolvers, ResolversParentTypes>()({
      Query,
      Mutation,
      Board,
      Group,
      Item,
      Update,
      Reply,
      ...columnValueResolvers(),
    }),
    indexes: { ...itemIndexes, ...updateIndexes },
    async onStart(db, logger, config) {
      await moveLegacyValues(db, databaseFor(db.client, config, 'columns'), logger);
      await buildRosters(db, (boards) => {
        if (boards > 0) logger.info({ boards }, 'rosters built for boards that had items before');
      });
    },
    createContext(scope, db, { redis, config, writes }) {
      const caller = scope.caller;
      if (!caller || !scope.reference) return { ...scope, items: null, updates: null, pager: null };
      const viewer = { accountId: caller.accountId, userId: caller.userId };
      const items = new ItemsRepository(db, viewer);
      if (!paging) {
        const snapshots = new SnapshotStore(redis, config.cursorTtlSeconds);
        paging = { snapshots, reuse: new FirstPageReuse(snapshots), keys: cursorKeys(config.cursorSecret) };
      }
      return {
        ...scope,
        items,
        updates: new UpdatesRepository(db, viewer),
        pager: {
          accountId: caller.accountId,
          userId: caller.userId,
          items,
          reference: scope.reference,
          ...paging,
          writes,
          reads: scope.reads,
        },
      };
    },
    internal,
  };
}
