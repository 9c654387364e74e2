import type { Db } from 'mongodb';
import { storeEngineOf } from './engine';

/*
 * The outbox (docs/activity.md): what a change tells others is stored in the same insert or update
 * as the change, in the changed document itself, so a process killed after the write loses none
 * of it; a relay later hands it on and clears it. Every subgraph's events travel this way: items'
 * deliveries and activity entries, the boards' and columns' board events.
 */

/** The fields a document keeps its entries in until they are handed on. */
export interface OutboxFields<Entry> {
  /** Entries not yet handed on, by id (each unique: an event's, or a delivery's). */
  outbox?: Record<string, Entry>;
  /** Set while `outbox` holds entries: the relay finds documents by this one equality. */
  outbox_pending?: true;
  /** The last write's mark: the relay clears the outbox only if no write added to it meanwhile. */
  outbox_token?: string;
}

/** Leaves the outbox out of a read: it is the relay's, never part of what a document says. */
export const WITHOUT_OUTBOX = { outbox: 0, outbox_pending: 0, outbox_token: 0 } as const;

/** The index the relay's one query uses. */
export const outboxIndex = { key: { outbox_pending: 1 }, name: 'outbox_pending' };

/** What an insert stores beside its own fields. */
export function outboxFields<Entry>(entries: Record<string, Entry>): OutboxFields<Entry> {
  const ids = Object.keys(entries);
  if (ids.length === 0) return {};
  return { outbox: entries, outbox_pending: true, outbox_token: ids[ids.length - 1] };
}

/** What an update `$set`s beside its own fields, adding to what the outbox already holds. */
export function outboxUpdate<Entry>(entries: Record<string, Entry>): Record<string, unknown> {
  const ids = Object.keys(entries);
  if (ids.length === 0) return {};
  return {
    ...Object.fromEntries(ids.map((id) => [`outbox.${id}`, entries[id]])),
    outbox_pending: true,
    outbox_token: ids[ids.length - 1],
  };
}

type OutboxDocument<Entry> = OutboxFields<Entry> & { _id: unknown } & Record<string, unknown>;

/**
 * A collection whose documents carry an outbox, and the turn its writes take in a process
 * (StoreEngine.oneAtATime), `<collection>/<_id>` unless the collection keys its turns otherwise.
 */
export interface OutboxSource {
  collection: string;
  /** The fields `turn` reads, beside the outbox. */
  fields?: readonly string[];
  turn?: (document: Record<string, unknown>) => string;
  /** Documents that exist only to carry their outbox, written once: handed on, they are deleted. */
  disposable?: boolean;
}

/** Documents the relay reads per collection and round. */
const RELAY_BATCH = 200;

/**
 * One round of a relay over `sources`: a batch of documents with pending entries is read, all
 * their entries handed on (`handOn`, which must take an entry given twice as once: a relay cut
 * short after handing on and before clearing gives them again), then each outbox cleared. Answers
 * how many entries it handed on.
 */
export async function relayOutboxes<Entry>(
  db: Db,
  sources: readonly OutboxSource[],
  handOn: (entries: Array<[string, Entry]>) => Promise<void>,
): Promise<number> {
  // This process's engine object: the relay's changes of a document take their turns with the
  // requests' own (StoreEngine.oneAtATime).
  const engine = await storeEngineOf(db);
  let moved = 0;
  for (const { collection: name, fields = [], turn, disposable } of sources) {
    const collection = db.collection<OutboxDocument<Entry>>(name);
    const projection = Object.fromEntries(['outbox', 'outbox_token', ...fields].map((field) => [field, 1]));
    const pending = await collection
      .find({ outbox_pending: true }, { projection })
      .limit(RELAY_BATCH)
      .toArray();
    await handOn(pending.flatMap((document) => Object.entries(document.outbox ?? {})));
    for (const document of pending) {
      const ids = Object.keys(document.outbox ?? {});
      if (disposable) {
        await collection.deleteOne({ _id: document._id, outbox_token: document.outbox_token });
        moved += ids.length;
        continue;
      }
      // Taken one at a time with the document's own writes in this process (FerretDB v1 rewrites
      // the whole document); cleared whole only if no write added an entry since it was read.
      await engine.oneAtATime(turn?.(document) ?? `${name}/${String(document._id)}`, async () => {
        const cleared = await collection.updateOne(
          { _id: document._id, outbox_token: document.outbox_token },
          { $unset: { outbox: '', outbox_pending: '', outbox_token: '' } },
        );
        if (cleared.matchedCount === 0 && ids.length > 0)
          await collection.updateOne(
            { _id: document._id },
            { $unset: Object.fromEntries(ids.map((id) => [`outbox.${id}`, ''])) },
          );
      });
      moved += ids.length;
    }
  }
  return moved;
}
