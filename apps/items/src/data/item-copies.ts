import type { Collection } from 'mongodb';
import { inChunks } from '@workapi/stores';
import { decoded, type StoredItem } from './cells';
import type { ItemRecord } from './items';

/**
 * The copies an operation made (duplicate_group, duplicate_item, duplicate_board), found by the
 * operation and the item each copies (`copied_by`, `copy_of`), so a step run again after a crash
 * or a timeout makes no copy twice (changes/copy-board.ts). Reads of one account's items.
 */
export class ItemCopies {
  constructor(
    private readonly items: Collection<StoredItem>,
    private readonly accountId: string,
  ) {}

  /** The copies operation `op` already made on a board, by the item each copies. */
  async by(boardId: string, op: string): Promise<Map<string, ItemRecord>> {
    const copies = await this.items
      .find({ account_id: this.accountId, board_id: boardId, copied_by: op })
      .toArray();
    return new Map(copies.map((copy) => [copy.copy_of as string, decoded(copy)]));
  }

  /** The copies operation `op` made on a board of these `originals`, by the item each copies. */
  async of(boardId: string, op: string, originals: string[]): Promise<Map<string, ItemRecord>> {
    const copies = new Map<string, ItemRecord>();
    for (const chunk of inChunks(originals)) {
      const rows = await this.items
        .find({
          account_id: this.accountId,
          board_id: boardId,
          copy_of: { $in: chunk },
          copied_by: op,
        })
        .toArray();
      for (const copy of rows) copies.set(copy.copy_of as string, decoded(copy));
    }
    return copies;
  }
}
