import {
  cursorKeys,
  itemName,
  schemaBeside,
  type CursorKeys,
  type SubgraphDefinition,
} from '@workapi/service-kit';
import { ItemsRepository, itemIndexes, type ItemState } from './data/items';
import { itemsOf, type ItemsContext } from './context';
import { SnapshotStore } from './paging/snapshots';
import { Board } from './resolvers/Board';
import { Group } from './resolvers/Group';
import { Item } from './resolvers/Item';
import { Mutation } from './resolvers/Mutation';
import { Query } from './resolvers/Query';

export const typeDefs = schemaBeside(__dirname);

interface StatePayload {
  board_id: string;
  group_id?: string;
  state: ItemState;
}

export function itemsSubgraph(): SubgraphDefinition<ItemsContext> {
  let snapshots: SnapshotStore | undefined;
  let keys: CursorKeys | undefined;
  return {
    name: 'items',
    typeDefs,
    resolvers: { Query, Mutation, Board, Group, Item },
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
        pager: { accountId: caller.accountId, items, call: scope.call, snapshots, keys, writes },
      };
    },
    internalWrites: ['board-items-state', 'group-items-state', 'copy-group-items'],
    internal: {
      /** A board (or group) was deleted or archived in the boards subgraph: its live items follow. */
      async 'board-items-state'(payload, context) {
        const { board_id, state } = payload as StatePayload;
        await itemsOf(context).setStateWhere({ boardId: String(board_id) }, state, ['active', 'archived']);
        return { ok: true };
      },
      async 'group-items-state'(payload, context) {
        const { board_id, group_id, state } = payload as StatePayload;
        const from: ItemState[] = state === 'deleted' ? ['active', 'archived'] : ['active'];
        await itemsOf(context).setStateWhere(
          { boardId: String(board_id), groupId: String(group_id) },
          state,
          from,
        );
        return { ok: true };
      },
      /** duplicate_group: copies of the group's active items, with their values, into the new group. */
      async 'copy-group-items'(payload, context) {
        const { board_id, from_group, to_group } = payload as {
          board_id: string;
          from_group: string;
          to_group: string;
        };
        const items = itemsOf(context);
        const sources = await items.activeInGroup(String(board_id), String(from_group));
        const copies = await items.createPending(
          sources.map((item) => ({ boardId: item.board_id, groupId: String(to_group), name: item.name })),
        );
        try {
          if (copies.length > 0) {
            await context.call('columns', 'copy-values', {
              board_id,
              pairs: sources.map((source, index) => ({ from: source._id, to: copies[index]._id })),
            });
          }
        } catch (error) {
          await items.discard(copies.map((copy) => copy._id));
          throw error;
        }
        await items.publish(copies.map((copy) => copy._id));
        return { count: copies.length };
      },
      /** For column value writes: the item's board and state, if the caller's account has it. */
      async 'item-access'(payload, context) {
        const item = await itemsOf(context).byId.load(
          String((payload as { item_id?: unknown }).item_id ?? ''),
        );
        return item && item.state !== 'deleted'
          ? { id: item._id, board_id: item.board_id, state: item.state }
          : null;
      },
      /** A value of the item changed in the columns subgraph: the item was updated now (and renamed, for its name column). */
      async touch(payload, context) {
        const { item_id, name } = payload as { item_id?: unknown; name?: unknown };
        await itemsOf(context).touch(
          String(item_id ?? ''),
          typeof name === 'string' ? itemName(name) : undefined,
        );
        return { ok: true };
      },
    },
  };
}
