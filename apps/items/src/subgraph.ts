import { cursorKeys, type CursorKeys } from '@workapi/cursor';
import { resolverMap, schemaBeside, type SubgraphDefinition } from '@workapi/subgraph';
import { ItemsRepository, itemIndexes } from './data/items';
import type { ItemsContext } from './context';
import type { Resolvers, ResolversParentTypes } from './generated/graphql';
import { internal } from './internal';
import { SnapshotStore } from './paging/snapshots';
import { Board } from './resolvers/Board';
import { Group } from './resolvers/Group';
import { Item } from './resolvers/Item';
import { Mutation } from './resolvers/Mutation';
import { Query } from './resolvers/Query';

export const typeDefs = schemaBeside(__dirname);

export function itemsSubgraph(): SubgraphDefinition<ItemsContext> {
  let snapshots: SnapshotStore | undefined;
  let keys: CursorKeys | undefined;
  return {
    name: 'items',
    typeDefs,
    resolvers: resolverMap<Resolvers, ResolversParentTypes>()({ Query, Mutation, Board, Group, Item }),
    indexes: itemIndexes,
    createContext(scope, db, { redis, config, writes }) {
      const caller = scope.caller;
      if (!caller) return { ...scope, items: null, pager: null };
      const items = new ItemsRepository(db, { accountId: caller.accountId, userId: caller.userId });
      snapshots ??= new SnapshotStore(redis, config.redisKeyPrefix, config.cursorTtlSeconds);
      keys ??= cursorKeys(config.cursorSecret);
      return {
        ...scope,
        items,
        pager: {
          accountId: caller.accountId,
          userId: caller.userId,
          items,
          call: scope.call,
          snapshots,
          keys,
          writes,
          reads: scope.reads,
        },
      };
    },
    internal,
  };
}
