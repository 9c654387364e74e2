import { Aggregator, Query, update as applyUpdate } from 'mingo';
import { BSON, MongoBulkWriteError, MongoServerError, type Db, type Document, type Filter } from 'mongodb';

/*
 * An in-memory `Db` for unit tests of repositories: the driver calls our repositories make, with
 * MongoDB's query, projection, update and aggregation operators as `mingo` implements them, so a
 * test exercises the repository's own filters and updates without a server. Documents are copied
 * in and out through BSON (`copy`), as a server keeps its own copy. Only `_id` is unique: a second
 * insert of one is refused with code 11000, as MongoDB refuses it. No indexes, no sessions, no
 * transactions; any other call throws, naming itself.
 */

const DUPLICATE_KEY = 11000;

/** Options of `find` and `findOne` this store honours; `hint` and `batchSize` only tune a server. */
interface FindOptions {
  projection?: Document;
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  batchSize?: number;
  hint?: unknown;
  /** Each document as its BSON bytes, as the driver hands them back when asked `raw`. */
  raw?: boolean;
}

interface UpdateOptions {
  upsert?: boolean;
  returnDocument?: 'before' | 'after';
}

/** A proxy that throws for any property `target` lacks, so a call this store does not serve says so. */
function strict<T extends object>(target: T, what: string): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      // `then` is probed by `await`; symbols by inspection.
      if (typeof property === 'symbol' || property === 'then' || property in object)
        return Reflect.get(object, property, receiver);
      throw new Error(`memoryDb: ${what}.${property} is not supported`);
    },
  });
}

/**
 * A document as the server would hand it back: through BSON, as the driver sends it. Not
 * `structuredClone`: under Jest that makes dates of another realm, which mingo compares as plain
 * objects (every date equal to every other).
 */
const copy = <T extends Document>(document: T): T => BSON.deserialize(BSON.serialize(document)) as T;

const keyOf = (id: unknown): string => {
  if (id === undefined) throw new Error('memoryDb: documents need an _id (none is generated)');
  return `${typeof id}:${String(id)}`;
};

/** The fields an upsert's new document takes from its filter: the plain equalities at its top. */
function equalities(filter: Document): Document {
  return Object.fromEntries(
    Object.entries(filter).filter(
      ([field, value]) =>
        !field.startsWith('$') &&
        !field.includes('.') &&
        !(value && typeof value === 'object' && Object.keys(value).some((key) => key.startsWith('$'))),
    ),
  );
}

/** A cursor over rows already read: what `find(...)` and `aggregate(...)` hand back. */
class MemoryCursor {
  private options: FindOptions;

  constructor(
    private readonly read: (options: FindOptions) => Document[],
    options: FindOptions = {},
  ) {
    this.options = { ...options };
  }

  sort(sort: Record<string, 1 | -1>) {
    this.options.sort = sort;
    return this;
  }
  skip(skip: number) {
    this.options.skip = skip;
    return this;
  }
  limit(limit: number) {
    this.options.limit = limit;
    return this;
  }
  batchSize(size: number) {
    this.options.batchSize = size;
    return this;
  }
  project(projection: Document) {
    this.options.projection = projection;
    return this;
  }
  async toArray(): Promise<Document[]> {
    return this.read(this.options);
  }
  async *[Symbol.asyncIterator]() {
    yield* this.read(this.options);
  }
  /** No plan to tell: engine.ts reads it as 'unknown' and looks ids up with `$in`. */
  async explain() {
    return { queryPlanner: {} };
  }
}

class MemoryCollection {
  /** Documents in insertion order (MongoDB's natural order, for reads without a sort). */
  private readonly documents = new Map<string, Document>();

  constructor(
    readonly db: Db,
    readonly collectionName: string,
  ) {}

  /** The driver's `Collection.dbName`. */
  get dbName(): string {
    return this.db.databaseName;
  }

  private matching(filter: Filter<Document>): Document[] {
    const query = new Query(filter);
    return [...this.documents.values()].filter((document) => query.test(document));
  }

  private rows(filter: Filter<Document>, options: FindOptions): Document[] {
    const cursor = new Query(filter).find<Document>([...this.documents.values()], options.projection);
    if (options.sort) cursor.sort(options.sort);
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    return cursor.all().map((row) => (options.raw ? BSON.serialize(row) : copy(row)));
  }

  private add(document: Document): void {
    const key = keyOf(document._id);
    if (this.documents.has(key))
      throw new MongoServerError({
        message: `E11000 duplicate key error collection: ${this.collectionName} dup key: { _id: ${String(document._id)} }`,
        code: DUPLICATE_KEY,
      });
    this.documents.set(key, copy(document));
  }

  /** Applies `update` to a copy of `document` and stores it; the copy (as stored) is returned. */
  private changed(document: Document, update: Document): Document {
    const { $setOnInsert, ...modifier } = copy(update);
    void $setOnInsert;
    const next = copy(document);
    applyUpdate(next, modifier);
    this.documents.set(keyOf(document._id), next);
    return next;
  }

  /** The new document of an upsert that matched nothing: the filter's equalities, then the update. */
  private upserted(filter: Document, update: Document): Document {
    const { $setOnInsert, ...modifier } = copy(update);
    const document = copy(equalities(filter));
    applyUpdate(document, { ...modifier, $set: { ...modifier.$set, ...$setOnInsert } });
    this.add(document);
    return document;
  }

  async insertOne(document: Document) {
    this.add(document);
    return { acknowledged: true, insertedId: document._id };
  }

  /** Ordered (the default) stops at the first refused document; unordered inserts every other one. */
  async insertMany(documents: Document[], options: { ordered?: boolean } = {}) {
    const writeErrors: Array<{ index: number; code: number; errmsg: string }> = [];
    for (const [index, document] of documents.entries()) {
      try {
        this.add(document);
      } catch (error) {
        writeErrors.push({ index, code: DUPLICATE_KEY, errmsg: (error as Error).message });
        if (options.ordered !== false) break;
      }
    }
    if (writeErrors.length > 0) {
      const insertedCount =
        options.ordered !== false ? writeErrors[0].index : documents.length - writeErrors.length;
      // What the driver throws for a refused batch (stores.ts `insertWithFreshIds` reads its writeErrors).
      throw new MongoBulkWriteError(
        { message: writeErrors[0].errmsg, code: DUPLICATE_KEY, writeErrors } as never,
        { insertedCount } as never,
      );
    }
    return {
      acknowledged: true,
      insertedCount: documents.length,
      insertedIds: Object.fromEntries(documents.map((document, index) => [index, document._id])),
    };
  }

  find(filter: Filter<Document> = {}, options: FindOptions = {}) {
    return strict(new MemoryCursor((chosen) => this.rows(filter, chosen), options), 'FindCursor');
  }

  async findOne(filter: Filter<Document> = {}, options: FindOptions = {}) {
    return this.rows(filter, { ...options, limit: 1 })[0] ?? null;
  }

  async countDocuments(filter: Filter<Document> = {}) {
    return this.matching(filter).length;
  }

  async findOneAndUpdate(filter: Filter<Document>, update: Document, options: UpdateOptions = {}) {
    const after = options.returnDocument === 'after';
    const [found] = this.matching(filter);
    if (found) {
      const changed = this.changed(found, update);
      return copy(after ? changed : found);
    }
    if (!options.upsert) return null;
    const inserted = this.upserted(filter, update);
    return after ? copy(inserted) : null;
  }

  async updateOne(filter: Filter<Document>, update: Document, options: UpdateOptions = {}) {
    return this.updateWhere(this.matching(filter).slice(0, 1), filter, update, options);
  }

  async updateMany(filter: Filter<Document>, update: Document, options: UpdateOptions = {}) {
    return this.updateWhere(this.matching(filter), filter, update, options);
  }

  private updateWhere(found: Document[], filter: Document, update: Document, options: UpdateOptions) {
    if (found.length === 0 && options.upsert) {
      const document = this.upserted(filter, update);
      return {
        acknowledged: true,
        matchedCount: 0,
        modifiedCount: 0,
        upsertedCount: 1,
        upsertedId: document._id,
      };
    }
    for (const document of found) this.changed(document, update);
    return {
      acknowledged: true,
      matchedCount: found.length,
      modifiedCount: found.length,
      upsertedCount: 0,
      upsertedId: null,
    };
  }

  async deleteMany(filter: Filter<Document>) {
    const found = this.matching(filter);
    for (const document of found) this.documents.delete(keyOf(document._id));
    return { acknowledged: true, deletedCount: found.length };
  }

  async deleteOne(filter: Filter<Document>) {
    const [first] = this.matching(filter);
    if (first) this.documents.delete(keyOf(first._id));
    return { acknowledged: true, deletedCount: first ? 1 : 0 };
  }

  aggregate(pipeline: Document[]) {
    return strict(
      new MemoryCursor(() =>
        new Aggregator(pipeline).run([...this.documents.values()]).map((row) => copy(row)),
      ),
      'AggregationCursor',
    );
  }
}

let databases = 0;

/**
 * A new empty in-memory database. `engine` is what it says it is in `buildInfo` (engine.ts
 * `engineOf`). Each has its own name, so the id blocks a process reserves per database
 * (stores.ts `nextId`) never carry over from another test's database.
 */
export function memoryDb(engine: 'mongodb' | 'ferretdb' = 'mongodb'): Db {
  databases += 1;
  const collections = new Map<string, MemoryCollection>();
  const db = strict(
    {
      databaseName: `memory-${databases}`,
      collection(name: string) {
        let collection = collections.get(name);
        if (!collection) {
          collection = strict(new MemoryCollection(db, name), `Collection(${name})`);
          collections.set(name, collection);
        }
        return collection;
      },
      async command(command: Document) {
        if (!('buildInfo' in command))
          throw new Error(`memoryDb: command ${JSON.stringify(command)} is not supported`);
        return { version: '7.0.0', ...(engine === 'ferretdb' ? { ferretdbVersion: 'v1.24.0' } : {}) };
      },
    },
    'Db',
  ) as unknown as Db;
  return db;
}

/**
 * Counts the calls made from now on to `method` of `target` (a collection: its reads), each still
 * carried out. Answers how many so far.
 */
export function callsTo<T extends object>(target: T, method: keyof T & string): () => number {
  const original = target[method] as unknown as (...args: unknown[]) => unknown;
  let calls = 0;
  (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
    calls += 1;
    return original.apply(target, args);
  };
  return () => calls;
}
