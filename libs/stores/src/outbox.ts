import { BSON, Binary, type Collection, type Db, type Document, type Filter } from 'mongodb';
import { storeEngineOf, type StoreEngine } from './engine';

/*
 * The outbox (docs/activity.md): what a change tells others is stored in the same insert or update
 * as the change, in the changed document itself (a new one's, where the engine keeps carriers, in
 * a carrier inserted with it in one command: `insertWithOutbox`), so a process killed after the
 * write loses none of it; a relay later hands it on and clears it. Every subgraph's events travel
 * this way: items' deliveries and activity entries, the boards' and columns' board events.
 */

/** The fields a document keeps its entries in until they are handed on. */
export interface OutboxFields<Entry> {
  /** Entries not yet handed on, by id (each unique: an event's, or a delivery's). */
  outbox?: Record<string, Entry>;
  /**
   * Set while the document holds entries: the relay finds documents by this one field
   * (`PENDING_OUTBOX`). `true`, or `'packed'` on a carrier whose entries are in `packed_outbox`.
   */
  outbox_pending?: true | typeof PACKED;
  /** The last write's mark: the relay clears the outbox only if no write added to it meanwhile. */
  outbox_token?: string;
  /**
   * Set on a carrier: a document that holds only the outbox of a new document inserted with it
   * (`insertWithOutbox`), named by `carrier_of`, and is deleted once handed on.
   */
  outbox_carrier?: true;
  carrier_of?: unknown;
  /**
   * A carrier's entries, as one BSON document in place of `outbox`: FerretDB encodes, and decodes
   * on each of the relay's two reads (its find, its delete), a stored document field by field, and
   * an entry has a dozen.
   */
  packed_outbox?: Binary;
}

/**
 * The `outbox_pending` of a packed carrier. Relays from before packing find `true` only, so during
 * a rolling deploy they leave packed carriers to the processes that read them, never hand on an
 * empty outbox and delete it.
 */
const PACKED = 'packed';

/** What the relay finds documents with entries by, `outboxIndex` serving it. */
export const PENDING_OUTBOX = { outbox_pending: { $in: [true, PACKED] } } as const;

/** The entries a document holds, in its outbox or packed. */
export function outboxOf<Entry>(document: OutboxFields<Entry>): Record<string, Entry> {
  if (document.packed_outbox) return BSON.deserialize(document.packed_outbox.buffer) as Record<string, Entry>;
  return document.outbox ?? {};
}

/** Leaves the outbox out of a read: it is the relay's, never part of what a document says. */
export const WITHOUT_OUTBOX = { outbox: 0, outbox_pending: 0, outbox_token: 0 } as const;

/** The index the relay's one query uses. */
export const outboxIndex = { key: { outbox_pending: 1 }, name: 'outbox_pending' };

/**
 * While a relay hands on its own process's carriers by id, how often it still scans for the
 * other pending outboxes (other processes', those left by a stop, copies'). A write in place in
 * this process (`outboxUpdate`) has the next round scan at once.
 */
const SCAN_EVERY_MS = 1_000;
/** When each relay of this process last scanned each collection, by `sourceKey`. */
const scanned = new Map<string, number>();
/** How this process's relays and `OwnCarriers` name a collection of a database. */
const sourceKey = (database: string, collection: string) => `${database}/${collection}`;

/** Who hears of outboxes filled in this process (`onOutboxWork`). */
const outboxListeners = new Set<() => void>();

/**
 * Tells `listener` of every write this process builds with outbox entries (`outboxFields`,
 * `outboxUpdate`), as it is built: the relays of this process rest while they find nothing to
 * relay (`restingRounds`) and come back to their full pace on this news. Answers the unsubscribe.
 */
export function onOutboxWork(listener: () => void): () => void {
  outboxListeners.add(listener);
  return () => void outboxListeners.delete(listener);
}

const outboxWork = () => {
  for (const listener of outboxListeners) listener();
};

/** What an insert stores beside its own fields. */
export function outboxFields<Entry>(entries: Record<string, Entry>): OutboxFields<Entry> {
  const ids = Object.keys(entries);
  if (ids.length === 0) return {};
  outboxWork();
  return { outbox: entries, outbox_pending: true, outbox_token: ids[ids.length - 1] };
}

/** What an update `$set`s beside its own fields, adding to what the outbox already holds. */
export function outboxUpdate<Entry>(entries: Record<string, Entry>): Record<string, unknown> {
  const ids = Object.keys(entries);
  if (ids.length === 0) return {};
  outboxWork();
  // Only a scan finds a document written to in place: the relays' next rounds make one.
  scanned.clear();
  return {
    ...Object.fromEntries(ids.map((id) => [`outbox.${id}`, entries[id]])),
    outbox_pending: true,
    outbox_token: ids[ids.length - 1],
  };
}

/**
 * Inserts a new document with the outbox fields `outboxFields` gave it. Where the engine keeps
 * new outboxes in carriers (`StoreEngine.outboxCarriers`: FerretDB, which would otherwise write
 * the document whole a second time to clear them), the outbox goes into a carrier inserted after
 * the document in the same command: FerretDB stores both in one PostgreSQL transaction, and a
 * failed document (its id taken) stops the ordered insert before its carrier. Elsewhere the
 * document carries its outbox itself.
 */
export async function insertWithOutbox<T extends Document>(
  engine: StoreEngine,
  collection: Collection<T>,
  document: T & OutboxFields<unknown>,
): Promise<void> {
  const { outbox, outbox_pending, outbox_token, ...own } = document;
  if (!engine.outboxCarriers || !outbox) {
    await collection.insertOne(document as never);
    return;
  }
  const carrier: OutboxFields<unknown> & { _id: string } = {
    _id: `outbox:${outbox_token}`,
    packed_outbox: new Binary(BSON.serialize(outbox)),
    outbox_pending: outbox_pending && PACKED,
    outbox_token,
    outbox_carrier: true,
    carrier_of: own._id,
  };
  await collection.insertMany([own, carrier] as never[], { ordered: true });
  ownCarriers.add(sourceKey(collection.dbName, collection.collectionName), carrier._id);
}

/**
 * The carriers this process inserted that no relay of it has handed on yet, by database and
 * collection, read by `_id` (the unique index) rather than found through `outbox_pending`. On
 * PostgreSQL a carrier deleted stays in that GIN index until a vacuum, and a bitmap scan cannot
 * mark it dead as a btree index scan does, so every scan of it visits every carrier deleted since
 * (a read took 20 ms for 139 rows at 42,624 of them: docs/bench-notes.md). Bounded: past
 * `OWN_CARRIERS_MAX`, the scan finds the rest. Lost with the process, whose carriers the scan of
 * any relay then finds.
 */
class OwnCarriers {
  /** Ids by `sourceKey`. */
  private readonly pending = new Map<string, Set<string>>();
  private size = 0;

  add(key: string, id: string): void {
    if (this.size >= OWN_CARRIERS_MAX) return;
    let ids = this.pending.get(key);
    if (!ids) this.pending.set(key, (ids = new Set()));
    if (!ids.has(id)) this.size += 1;
    ids.add(id);
  }

  /** At most `count` of them, no longer kept: the relay reads them now. */
  take(key: string, count: number): string[] {
    const ids = this.pending.get(key);
    if (!ids) return [];
    const taken: string[] = [];
    for (const id of ids) {
      if (taken.length === count) break;
      taken.push(id);
    }
    for (const id of taken) ids.delete(id);
    this.size -= taken.length;
    return taken;
  }
}

/** Carriers a process keeps the ids of for its relay (`OwnCarriers`), about 100 bytes each. */
const OWN_CARRIERS_MAX = 20_000;
const ownCarriers = new OwnCarriers();

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

/** Documents the relay reads per collection and command. */
const RELAY_BATCH = 200;
/**
 * Batches a round reads from one collection at most while they come back full: a relay behind
 * catches up at once instead of one batch a tick, and a round still ends.
 */
const RELAY_BATCHES_PER_ROUND = 5;

/**
 * One round of a relay over `sources`: from each, batches of documents with pending entries are
 * read, all their entries handed on (`handOn`, which must take an entry given twice as once: a
 * relay cut short after handing on and before clearing gives them again), then each outbox
 * cleared, until a batch comes back short (at most `RELAY_BATCHES_PER_ROUND`). Answers how many
 * entries it handed on.
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
  for (const source of sources) {
    const key = sourceKey(db.databaseName, source.collection);
    let own = 0;
    for (let batch = 0; batch < RELAY_BATCHES_PER_ROUND; batch += 1) {
      const ids = ownCarriers.take(key, RELAY_BATCH);
      if (ids.length === 0) break;
      const { read, entries } = await relayBatch(db, engine, source, handOn, ids);
      moved += entries;
      own += read;
    }
    // The scan: every round while this process has no carriers of its own to hand on, else once
    // a `SCAN_EVERY_MS`, so the other outboxes wait no longer than that.
    if (own > 0 && Date.now() - (scanned.get(key) ?? 0) < SCAN_EVERY_MS) continue;
    scanned.set(key, Date.now());
    for (let batch = 0; batch < RELAY_BATCHES_PER_ROUND; batch += 1) {
      const { read, entries } = await relayBatch(db, engine, source, handOn);
      moved += entries;
      if (read < RELAY_BATCH) break;
    }
  }
  return moved;
}

/**
 * One batch of one source's documents, handed on and cleared; answers how many it read and handed
 * on. The batch is the pending documents the scan finds, or this process's carriers of
 * `carrierIds` (those another relay has handed on already are gone).
 */
async function relayBatch<Entry>(
  db: Db,
  engine: StoreEngine,
  { collection: name, fields = [], turn, disposable }: OutboxSource,
  handOn: (entries: Array<[string, Entry]>) => Promise<void>,
  carrierIds?: string[],
): Promise<{ read: number; entries: number }> {
  const collection = db.collection<OutboxDocument<Entry>>(name);
  const projection = Object.fromEntries(
    ['outbox', 'packed_outbox', 'outbox_token', 'outbox_carrier', ...fields].map((field) => [field, 1]),
  );
  // One reply: the driver's first batch would otherwise stop at 101 documents and ask for the rest.
  const read = await collection
    .find((carrierIds ? { _id: { $in: carrierIds } } : PENDING_OUTBOX) as Filter<OutboxDocument<Entry>>, {
      projection,
    })
    .limit(RELAY_BATCH)
    .batchSize(RELAY_BATCH)
    .toArray();
  const entries = read.flatMap((document) => Object.entries(outboxOf(document)));
  await handOn(entries);
  // Documents written once to carry their outbox (a disposable source's, carriers) are deleted,
  // in one command: nothing writes to them again.
  const carriers = read.filter((document) => disposable || document.outbox_carrier);
  if (carriers.length > 0)
    await collection.deleteMany({ _id: { $in: carriers.map((document) => document._id) } } as Filter<
      OutboxDocument<Entry>
    >);
  const pending = read.filter((document) => !(disposable || document.outbox_carrier));
  if (pending.length === 0) return { read: read.length, entries: entries.length };
  // The batch's outboxes are cleared by one update, in one turn of all their documents with this
  // process's own writes of them (FerretDB v1 rewrites the whole document): a document is cleared
  // whole only if no write added an entry since it was read, its token unchanged (tokens are
  // event ids, never shared by two documents). FerretDB carries out one updateMany of 200
  // documents in about half the time of 200 updateOne (docs/ferretdb.md).
  const ids = pending.map((document) => document._id);
  const tokens = pending.flatMap((document) => (document.outbox_token ? [document.outbox_token] : []));
  await engine.allAtATime(
    pending.map((document) => turn?.(document) ?? `${name}/${String(document._id)}`),
    async () => {
      const cleared = await collection.updateMany(
        { _id: { $in: ids }, outbox_token: { $in: tokens } } as Filter<OutboxDocument<Entry>>,
        { $unset: { outbox: '', outbox_pending: '', outbox_token: '' } },
      );
      if (cleared.matchedCount === pending.length) return;
      // Those written to since they were read lose only the entries handed on; the next round
      // hands on the rest and clears them.
      const written = await collection
        .find({ _id: { $in: ids }, outbox_pending: true } as Filter<OutboxDocument<Entry>>, {
          projection: { _id: 1 },
        })
        .toArray();
      const byId = new Map(pending.map((document) => [String(document._id), document]));
      for (const { _id } of written) {
        const handed = Object.keys(byId.get(String(_id))?.outbox ?? {});
        if (handed.length > 0)
          await collection.updateOne({ _id } as Filter<OutboxDocument<Entry>>, {
            $unset: Object.fromEntries(handed.map((id) => [`outbox.${id}`, ''])),
          });
      }
    },
  );
  return { read: read.length, entries: entries.length };
}
