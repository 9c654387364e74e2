import DataLoader from 'dataloader';
import type { RedisClient } from '@workapi/stores';
import { LRUCache } from 'lru-cache';
import {
  directoryPartsOf,
  EMPTY_DIRECTORY,
  type ColumnDefinition,
  type Directory,
  type DirectoryPart,
} from '@workapi/column-types';
import {
  WHOLE_ACCOUNT,
  type AccountWideKind,
  type BoardFacts,
  type ReferenceData,
  type ReferenceKind,
} from './facts';
import { entryKey, type OwnedKind, type ReferenceVersions } from './keys';
import { approximateBytes } from './size';

/** What the entries held in one process, across accounts, may take of memory (`approximateBytes`). */
const MAX_BYTES = 64 * 1024 * 1024;
/** The longest an entry is used without being read again, whatever the versions say. */
const MAX_AGE_MS = 10 * 60_000;
/** While Redis cannot tell the versions, how long an entry is used before it is asked for again. */
const UNVERIFIED_MS = 2_000;

/**
 * Where a reader gets an entry Redis does not hold (it was lost, or expired): the owner, by an
 * internal call that reads its database and keeps the answer in Redis for the next reader.
 */
export interface ReferenceSource {
  accountWide(kinds: AccountWideKind[]): Promise<Partial<Pick<ReferenceData, AccountWideKind>>>;
  columns(boardIds: string[]): Promise<Record<string, ColumnDefinition[]>>;
}

interface Held {
  data: unknown;
  /** The kind's published version when it was read; null when Redis could not say. */
  version: string | null;
  at: number;
}

/**
 * Another team's reference data, as one process reads it (docs/architecture.md, "Reference
 * data"): kept in memory per account, used while the kind's published version, read from Redis at
 * the start of each request, is the one it was read under. When the version moved, the entry is
 * read again from Redis (where the owner published it), and only when Redis lost it from the owner.
 */
export class ReferenceCache {
  private readonly local = new LRUCache<string, Held>({
    maxSize: MAX_BYTES,
    sizeCalculation: (held) => 128 + approximateBytes(held.data),
  });

  constructor(
    private readonly redis: RedisClient,
    private readonly clock: () => number = Date.now,
  ) {}

  /** One request's view: `versions` as read when the request arrived (null while Redis is away). */
  reader(accountId: string, versions: ReferenceVersions | null, source: ReferenceSource): ReferenceReader {
    return new ReferenceReader(this, accountId, versions, source);
  }

  /** Entries still good for these versions, by id; the rest are missing from the map. */
  held<K extends ReferenceKind>(
    accountId: string,
    kind: K,
    ids: readonly string[],
    versions: ReferenceVersions | null,
  ): Map<string, ReferenceData[K]> {
    const now = this.clock();
    const found = new Map<string, ReferenceData[K]>();
    for (const id of ids) {
      const held = this.local.get(entryKey(accountId, kind, id));
      if (!held || now - held.at > MAX_AGE_MS) continue;
      const good = versions ? held.version === versions[kind] : now - held.at <= UNVERIFIED_MS;
      if (good) found.set(id, held.data as ReferenceData[K]);
    }
    return found;
  }

  /** What Redis holds of these entries (nothing when it cannot answer). */
  async published<K extends ReferenceKind>(
    accountId: string,
    kind: K,
    ids: readonly string[],
  ): Promise<Map<string, ReferenceData[K]>> {
    const found = new Map<string, ReferenceData[K]>();
    if (ids.length === 0) return found;
    let answers: Array<string | null>;
    try {
      answers = await this.redis.mget(...ids.map((id) => entryKey(accountId, kind, id)));
    } catch {
      return found;
    }
    answers.forEach((answer, index) => {
      const space = answer?.indexOf(' ') ?? -1;
      if (answer && space > 0) found.set(ids[index], JSON.parse(answer.slice(space + 1)));
    });
    return found;
  }

  keep(accountId: string, kind: ReferenceKind, id: string, data: unknown, version: string | null): void {
    this.local.set(entryKey(accountId, kind, id), { data, version, at: this.clock() });
  }
}

/** A value this request already read, or the read of it under way. */
export type Known<T> = T | Promise<T>;

/**
 * `next` of `value`: at once when the value is known, else once it is read. GraphQL execution
 * completes a field whose resolver returns a value in the same turn, and an object whose fields
 * all do without a promise for it: on a page of 500 items that is 500 promises fewer, and their
 * garbage.
 */
export function onceKnown<T, R>(value: Known<T>, next: (value: T) => Known<R>): Known<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/**
 * What `make` answers for `key`, made once per request and kept in `kept`; a failed read is not
 * kept: the next resolver of the request asks again.
 */
function keptFor<K, V>(kept: Map<K, Promise<V>>, key: K, make: () => Promise<V>): Promise<V> {
  let made = kept.get(key);
  if (!made) {
    made = make();
    made.catch(() => kept.delete(key));
    kept.set(key, made);
  }
  return made;
}

/**
 * Reference data for one request of one account: each entry is read at most once per request, and
 * the columns of every board a request asks about are read together.
 */
export class ReferenceReader {
  private accountWide = new Map<AccountWideKind, Promise<unknown>>();
  /** Each directory part as a map, made once per request: a page asks for it once per item. */
  private readonly directoryParts = new Map<DirectoryPart, Promise<ReadonlyMap<string, unknown>>>();
  private readonly columnsOf: DataLoader<string, ColumnDefinition[]>;
  /** Each board's columns once this request has read them, for a resolver that need not wait. */
  private readonly columnsRead = new Map<string, ColumnDefinition[]>();
  /** Each directory part once this request has read it, and each set of parts (joined) made of them. */
  private readonly partsRead = new Map<DirectoryPart, ReadonlyMap<string, unknown>>();
  private readonly directories = new Map<string, Directory>();

  constructor(
    private readonly cache: ReferenceCache,
    private readonly accountId: string,
    private readonly versions: ReferenceVersions | null,
    private readonly source: ReferenceSource,
  ) {
    this.columnsOf = new DataLoader(async (boardIds) => {
      const found = await this.load('columns', boardIds, async (missing) => {
        const answered = await this.source.columns([...missing]);
        return new Map(missing.map((id) => [id, answered[id] ?? []]));
      });
      return boardIds.map((id) => found.get(id) ?? []);
    });
  }

  /** A kind's version as this request read it, null while Redis could not say. */
  version(kind: ReferenceKind | OwnedKind): string | null {
    return this.versions?.[kind] ?? null;
  }

  /** The account's boards, as the boards subgraph published them. */
  boards(): Promise<BoardFacts[]> {
    return this.whole('boards');
  }

  async board(boardId: string): Promise<BoardFacts | undefined> {
    return (await this.boards()).find((board) => board.id === boardId);
  }

  /**
   * What values of these columns may name (users' and teams' names, tags): only the parts their
   * types name are read, the others are empty.
   */
  directory(columns: Iterable<ColumnDefinition>): Known<Directory> {
    const parts = directoryPartsOf(columns);
    if (parts.length === 0) return EMPTY_DIRECTORY;
    const key = parts.join(' ');
    const made = this.directories.get(key);
    if (made) return made;
    const make = (maps: ReadonlyArray<ReadonlyMap<string, unknown>>) => {
      const directory = {
        ...EMPTY_DIRECTORY,
        ...Object.fromEntries(parts.map((part, at) => [part, maps[at]])),
      };
      this.directories.set(key, directory);
      return directory;
    };
    const read = parts.map((part) => this.partsRead.get(part));
    if (read.every((map) => map !== undefined)) return make(read);
    return Promise.all(parts.map((part) => this.directoryPart(part))).then(make);
  }

  private directoryPart(part: DirectoryPart): Promise<ReadonlyMap<string, unknown>> {
    return keptFor(this.directoryParts, part, () =>
      this.whole(part).then((entries) => {
        const map = new Map(Object.entries(entries));
        this.partsRead.set(part, map);
        return map;
      }),
    );
  }

  /** The account's users' or teams' names by id: who a mention or a notification may name. */
  members(part: 'users' | 'teams'): Promise<Record<string, string>> {
    return this.whole(part);
  }

  /** A board's columns in board order (none for a board of another account). */
  columns(boardId: string): Known<ColumnDefinition[]> {
    return (
      this.columnsRead.get(boardId) ??
      this.columnsOf.load(boardId).then((columns) => {
        this.columnsRead.set(boardId, columns);
        return columns;
      })
    );
  }

  /** This request changed a column (labels it created): later reads of the request see the change. */
  async changedColumn(column: ColumnDefinition): Promise<void> {
    const columns = await this.columns(column.board_id);
    const next = columns.map((candidate) => (candidate.id === column.id ? column : candidate));
    this.columnsOf.clear(column.board_id).prime(column.board_id, next);
    this.columnsRead.set(column.board_id, next);
  }

  private whole<K extends AccountWideKind>(kind: K): Promise<ReferenceData[K]> {
    return keptFor(this.accountWide, kind, () =>
      this.load(kind, [WHOLE_ACCOUNT], async () => {
        const answered = await this.source.accountWide([kind]);
        return new Map([[WHOLE_ACCOUNT, answered[kind] as ReferenceData[K]]]);
      }).then((found) => found.get(WHOLE_ACCOUNT) as ReferenceData[K]),
    ) as Promise<ReferenceData[K]>;
  }

  /** Held entries first, then Redis, then the owner; whatever was read is held for the next request. */
  private async load<K extends ReferenceKind>(
    kind: K,
    ids: readonly string[],
    fromOwner: (missing: string[]) => Promise<Map<string, ReferenceData[K]>>,
  ): Promise<Map<string, ReferenceData[K]>> {
    const found = this.cache.held(this.accountId, kind, ids, this.versions);
    const version = this.versions?.[kind] ?? null;
    const keep = (entries: Map<string, ReferenceData[K]>) => {
      for (const [id, data] of entries) {
        this.cache.keep(this.accountId, kind, id, data, version);
        found.set(id, data);
      }
    };
    let missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0 && this.versions) keep(await this.cache.published(this.accountId, kind, missing));
    missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) keep(await fromOwner(missing));
    return found;
  }
}
