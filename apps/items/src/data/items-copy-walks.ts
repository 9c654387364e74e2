import type { Collection, Db } from 'mongodb';

/**
 * Where duplicate_board's walks of a board stand (changes/copy-board.ts): the last item id a walk
 * has finished with, so each step reads only its own share instead of the whole board. Written
 * after the share's copies exist: a crash in between makes the next step walk the same share again,
 * finding its copies (`ItemsRepository.copies`). One small document per walk, keyed
 * `<account>:<operation>:<walk>`, read by `_id`; removed once the operation's items are all copied.
 */
interface CopyWalkRecord {
  _id: string;
  account_id: string;
  op: string;
  after: string;
}

export class CopyWalks {
  private readonly walks: Collection<CopyWalkRecord>;

  constructor(
    db: Db,
    private readonly accountId: string,
  ) {
    this.walks = db.collection<CopyWalkRecord>('copy_walks');
  }

  private key(op: string, walk: string): string {
    return `${this.accountId}:${op}:${walk}`;
  }

  /** The last item id the walk finished with; '' before its first share (every id is after it). */
  async after(op: string, walk: string): Promise<string> {
    return (await this.walks.findOne({ _id: this.key(op, walk) }))?.after ?? '';
  }

  async reached(op: string, walk: string, after: string): Promise<void> {
    await this.walks.updateOne(
      { _id: this.key(op, walk) },
      { $set: { account_id: this.accountId, op, after } },
      { upsert: true },
    );
  }

  /** The operation's walks are over; a step run again after this walks from the start, finding every copy made. */
  async forget(op: string): Promise<void> {
    await this.walks.deleteMany({ account_id: this.accountId, op });
  }
}
