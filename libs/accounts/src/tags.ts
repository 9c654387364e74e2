import { createHash } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { isDuplicateKey, withFreshId, type IndexPlan } from '@workapi/stores';
import { invalidValue } from './refusals';
import { MAX_TEXT } from './users';

/**
 * A tag of an account, as monday.com has them: public (`board_id` null), usable on every public
 * board, or scoped to the private or shareable board it was made on. A tags column holds their ids.
 */
export interface TagRecord {
  _id: string;
  account_id: string;
  name: string;
  /** The name lowercased: a tag is found again by name ignoring case, within its scope. */
  name_key: string;
  color: string;
  board_id: string | null;
  created_at: Date;
}

export const tagIndexes: IndexPlan = {
  tags: [
    // One tag per name within its scope, so two create_or_get_tag of one name at once make one tag.
    { key: { account_id: 1, board_id: 1, name_key: 1 }, name: 'scope_name_unique', unique: true },
  ],
};

/** monday.com's tag colours; a tag's colour follows from its name, so the same name looks the same everywhere. */
const TAG_COLORS = [
  '#00c875',
  '#fdab3d',
  '#e2445c',
  '#0086c0',
  '#a25ddc',
  '#037f4c',
  '#579bfc',
  '#ff642e',
  '#bb3354',
  '#ffcb00',
  '#9cd326',
  '#ff158a',
];

const colorOf = (nameKey: string) =>
  TAG_COLORS[createHash('sha256').update(nameKey).digest().readUInt32BE(0) % TAG_COLORS.length];

const TAG_ID_BASE = 20_000_000;

/** What readers of other subgraphs know of a tag (reference data `tags`). */
export type TagFactsRecord = Pick<TagRecord, 'name' | 'color' | 'board_id'>;

/**
 * The tags of accounts. Every tag made calls `tagsChanged` with its account once stored, so the
 * account's tags (reference data: what a tags column's ids name) are published anew.
 */
export class TagsRepository {
  private readonly tags: Collection<TagRecord>;

  constructor(
    private readonly db: Db,
    private readonly tagsChanged: (accountId: string) => Promise<void> = async () => undefined,
  ) {
    this.tags = db.collection('tags');
  }

  /**
   * The tag of this name (ignoring case) in its scope, made if there is none: account-wide when
   * `boardId` is null, else the board's own (the caller decides which, from the board's kind).
   */
  async createOrGet(accountId: string, name: string, boardId: string | null): Promise<TagRecord> {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > MAX_TEXT)
      throw invalidValue(`tag_name must be 1 to ${MAX_TEXT} characters`);
    const scope = { account_id: accountId, board_id: boardId, name_key: trimmed.toLowerCase() };
    const found = await this.tags.findOne(scope);
    if (found) return found;
    const tag = await withFreshId(this.db, 'tags', TAG_ID_BASE, 1, async (id) => {
      const record: TagRecord = {
        _id: id,
        ...scope,
        name: trimmed,
        color: colorOf(scope.name_key),
        created_at: new Date(),
      };
      try {
        await this.tags.insertOne(record);
        return record;
      } catch (error) {
        // Another request made the same tag first: that one is the answer.
        const made = isDuplicateKey(error) ? await this.tags.findOne(scope) : null;
        if (made) return made;
        throw error;
      }
    });
    await this.tagsChanged(accountId);
    return tag;
  }

  /** The account's public tags, all or those of `ids`, by id (a board's own tag is not among them). */
  async publicTags(accountId: string, ids?: string[]): Promise<TagRecord[]> {
    const filter = { account_id: accountId, board_id: null, ...(ids ? { _id: { $in: ids } } : {}) };
    return (await this.tags.find(filter).toArray()).sort((a, b) => Number(a._id) - Number(b._id));
  }

  /** The tags made on a board (its own, scoped to it), by id. */
  async ofBoard(accountId: string, boardId: string): Promise<TagRecord[]> {
    return (await this.tags.find({ account_id: accountId, board_id: boardId }).toArray()).sort(
      (a, b) => Number(a._id) - Number(b._id),
    );
  }

  /** Every tag of the account by id, public and board-scoped: what readers publish (reference data). */
  async tagFacts(accountId: string): Promise<Record<string, TagFactsRecord>> {
    const tags = await this.tags
      .find({ account_id: accountId }, { projection: { _id: 1, name: 1, color: 1, board_id: 1 } })
      .toArray();
    return Object.fromEntries(
      tags.map((tag) => [tag._id, { name: tag.name, color: tag.color, board_id: tag.board_id }]),
    );
  }
}
