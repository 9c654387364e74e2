import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import { invalidArgument } from '@workapi/errors';
import { findByIds, inChunks, type IndexPlan } from '@workapi/stores';
import type { Viewer } from './items';

/**
 * The text of an update or reply, kept apart from the update document under the same `_id`.
 * FerretDB v1 decodes every field of every row it returns before projecting, so texts of up to
 * 64 KB inside the updates made every list, sort and access check pay for them (docs/ferretdb.md,
 * Update texts). Here they are read by id, only when a body is asked for.
 */
export interface UpdateTextRecord {
  /** The update's or reply's id. */
  _id: string;
  account_id: string;
  /** Sanitised HTML (bodies.ts). */
  body: string;
  text_body: string;
}

export type UpdateText = Pick<UpdateTextRecord, 'body' | 'text_body'>;

export const UPDATE_TEXTS = 'update_bodies';
/** Ids per delete, well within what FerretDB pushes down in one `$in` (`IN_PUSHDOWN_AT_MOST`). */
const REMOVE_CHUNK = 500;

/**
 * Characters of text (bodies and plain texts) one request may read: 128 updates of the longest
 * body, thousands of ordinary ones. Aliases and nested lists could otherwise ask for 100 × 100
 * updates of 128 KiB each, over a gigabyte, in one request; past this, the rest of its texts are
 * refused with `InvalidArgumentException` and the request keeps what it read. Read in batches of
 * `TEXT_BATCH` ids, one after another, so a request reads at most one batch past it.
 */
export const TEXT_PER_REQUEST = 16 * 1024 * 1024;
const TEXT_BATCH = 100;

/** Read by `_id` only: nothing besides the unique `_id` index. */
export const updateTextIndexes: IndexPlan = { [UPDATE_TEXTS]: [] };

/** The texts of one account's updates and replies; every read and write carries the account. */
export class UpdateTexts {
  private readonly texts: Collection<UpdateTextRecord>;
  /** Texts by update id: one `_id $in` read for every body a request asks for, however often. */
  readonly byId: DataLoader<string, UpdateText | null>;
  /** Characters of text this request has read (`TEXT_PER_REQUEST`). */
  private read = 0;
  /** The batch read last: the next waits for it, so each knows what the request read before. */
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    db: Db,
    private readonly viewer: Viewer,
  ) {
    this.texts = db.collection<UpdateTextRecord>(UPDATE_TEXTS);
    this.byId = new DataLoader<string, UpdateText | null>(
      (ids) => {
        const batch = this.previous.then(() => this.readBatch(ids));
        this.previous = batch.catch(() => undefined);
        return batch;
      },
      { maxBatchSize: TEXT_BATCH },
    );
  }

  /** One batch of texts by id, or refusals once the request has read `TEXT_PER_REQUEST`. */
  private async readBatch(ids: readonly string[]): Promise<Array<UpdateText | Error | null>> {
    if (this.read >= TEXT_PER_REQUEST) {
      const refused = invalidArgument(
        `This request reads more than ${TEXT_PER_REQUEST / 1024 / 1024} MiB of update text: ` +
          'ask for fewer updates or bodies at once',
      );
      return ids.map((): Error => refused);
    }
    const found = await findByIds(
      this.texts,
      ids,
      { account_id: this.viewer.accountId },
      (row) => row.account_id === this.viewer.accountId,
    );
    for (const text of found.values()) this.read += text.body.length + text.text_body.length;
    return ids.map((id): UpdateText | null => found.get(id) ?? null);
  }

  /**
   * Stores the text of a new update. An insert, so an id already holding a text (drawn twice, or
   * a text a failed create left) is refused as a duplicate and never overwritten.
   */
  async insert(id: string, text: UpdateText): Promise<void> {
    await this.texts.insertOne({ _id: id, account_id: this.viewer.accountId, ...text });
    this.byId.prime(id, text);
  }

  /** Replaces the text of an update (one of the layout before has none here yet). */
  async replace(id: string, text: UpdateText): Promise<void> {
    await this.texts.updateOne(
      { _id: id, account_id: this.viewer.accountId },
      { $set: { body: text.body, text_body: text.text_body } },
      { upsert: true },
    );
    this.byId.clear(id).prime(id, text);
  }

  /**
   * Deletes texts, a chunk of ids at a time (FerretDB pushes a `$in` of at most 1,000 values down,
   * docs/ferretdb.md). Texts already loaded stay answered: a deleted update is answered as it was.
   */
  async remove(ids: string[]): Promise<void> {
    for (const chunk of inChunks(ids, REMOVE_CHUNK)) {
      await this.texts.deleteMany({ account_id: this.viewer.accountId, _id: { $in: chunk } });
    }
  }
}
