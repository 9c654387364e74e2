import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import type { ItemRecord, Viewer } from './items';
import { decoded, type StoredItem } from './cells';

/**
 * Subitems as stored: items of a board's subitems board that name their parent item
 * (`parent_item_id`, indexed), in the same `items` collection as every item, so a parent and its
 * subitems change together in this subgraph without another owner's help. Their changes are item
 * writes (item-write.ts `retireSubitems`, `reveal`); this class keeps the reads.
 */
export class SubitemsRepository {
  private readonly items: Collection<StoredItem>;
  /** Every visible subitem of each parent asked for in a request (any state), oldest first: one query. */
  readonly ofParent: DataLoader<string, ItemRecord[]>;

  constructor(
    db: Db,
    private readonly viewer: Viewer,
  ) {
    this.items = db.collection<StoredItem>('items');
    this.ofParent = new DataLoader(async (parentIds) => {
      const rows = await this.items
        .find({
          account_id: viewer.accountId,
          parent_item_id: { $in: [...parentIds] },
          pending: { $ne: true },
        })
        .toArray();
      const found: ItemRecord[] = rows.map(decoded);
      const byParent = new Map<string, ItemRecord[]>(parentIds.map((id) => [id, []]));
      for (const subitem of found.sort((a, b) => Number(a._id) - Number(b._id))) {
        byParent.get(subitem.parent_item_id as string)?.push(subitem);
      }
      return parentIds.map((id) => byParent.get(id) ?? []);
    });
  }

  /**
   * The parent of each active subitem of a subitems board, one per subitem (aggregate's
   * COUNT_SUBITEMS): one read of the board's items by the candidates' index, projected to the parent.
   */
  async parentsOnBoard(subitemsBoardId: string): Promise<string[]> {
    const rows = await this.items
      .find(
        {
          account_id: this.viewer.accountId,
          board_id: { $in: [subitemsBoardId] },
          state: { $in: ['active'] },
          pending: { $ne: true },
        },
        { projection: { _id: 0, parent_item_id: 1 } },
      )
      .toArray();
    return rows.flatMap((row) => (row.parent_item_id ? [row.parent_item_id] : []));
  }
}
