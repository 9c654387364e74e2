import type { Collection, Db } from 'mongodb';
import type { SubgraphName } from '@workapi/config';
import { isDuplicateKey } from '@workapi/stores';
import type { HeadRef, Heartbeat, SubgraphVersion, SupergraphVersion } from './documents';

type Stored<T> = T & { _id: string | number };
const HEAD_ID = 'supergraph';

/**
 * The registry's documents in MongoDB (database `<prefix>_registry`), read and written with
 * `_id` lookups and equality filters only, so MongoDB and FerretDB answer alike (docs/ferretdb.md).
 *
 * The truth is the chain of supergraph versions 1, 2, 3 ...: version N+1 is inserted only by a
 * publisher that read N as the head, under `_id` N+1, and the unique `_id` lets one insert win on
 * any engine. The `head` document is a pointer to the newest one, moved by compare-and-set after
 * each insert. Where the engine does not make that filtered update atomic (FerretDB v1), or a
 * publisher died between its insert and the move, the pointer can lag: every read of the head
 * therefore walks on from the pointer while a next version exists, and moves the pointer there.
 */
export class RegistryStore {
  private readonly supergraphs: Collection<Stored<SupergraphVersion>>;
  private readonly subgraphs: Collection<Stored<SubgraphVersion>>;
  private readonly pointer: Collection<Stored<HeadRef & { moved_at: Date }>>;
  private readonly beats: Collection<Stored<Heartbeat>>;

  constructor(db: Db) {
    this.supergraphs = db.collection('supergraph_versions');
    this.subgraphs = db.collection('subgraph_versions');
    this.pointer = db.collection('head');
    this.beats = db.collection('heartbeats');
  }

  /** The head's version and hash without its SDL: a cheap question to ask often. */
  async headRef(): Promise<HeadRef | null> {
    const pointed = await this.pointer.findOne({ _id: HEAD_ID });
    let head: HeadRef | null = pointed ? { version: pointed.version, hash: pointed.hash } : null;
    for (;;) {
      const next = await this.supergraphs.findOne(
        { _id: (head?.version ?? 0) + 1 },
        { projection: { version: 1, hash: 1, published: 1 } },
      );
      if (!next) break;
      // A publisher won this version but did not finish (or its move of the pointer was undone).
      await this.recordSubgraphVersion(next.published);
      await this.moveHead(head?.version ?? 0, { version: next.version, hash: next.hash });
      head = { version: next.version, hash: next.hash };
    }
    return head;
  }

  /** The newest supergraph, whole; null while nothing was published. */
  async head(): Promise<SupergraphVersion | null> {
    const ref = await this.headRef();
    return ref ? this.supergraph(ref.version) : null;
  }

  async supergraph(version: number): Promise<SupergraphVersion | null> {
    return strip(await this.supergraphs.findOne({ _id: version }));
  }

  async subgraphVersion(subgraph: SubgraphName, version: number): Promise<SubgraphVersion | null> {
    return strip(await this.subgraphs.findOne({ _id: `${subgraph}:${version}` }));
  }

  /**
   * Inserts the next supergraph version: true when this insert made it, false when another
   * publisher's insert of the same version came first (the caller reads the head again).
   */
  async commit(next: SupergraphVersion): Promise<boolean> {
    try {
      await this.supergraphs.insertOne({ _id: next.version, ...next });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Records a published subgraph version under `<subgraph>:<version>`; writing it again changes nothing. */
  async recordSubgraphVersion(version: SubgraphVersion): Promise<void> {
    try {
      await this.subgraphs.insertOne({ _id: `${version.subgraph}:${version.version}`, ...version });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /**
   * Moves the pointer from `from` to `to` if it still points at `from` (0: no pointer yet). A
   * pointer someone else moved is left alone: readers walk on from wherever it points.
   */
  async moveHead(from: number, to: HeadRef): Promise<void> {
    try {
      await this.pointer.updateOne(
        { _id: HEAD_ID, version: from },
        { $set: { version: to.version, hash: to.hash, moved_at: new Date() } },
        { upsert: from === 0 },
      );
    } catch (error) {
      // The upsert of a first pointer lost to another one: that one is at least as new.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** What a gateway serves now, as it reports it; one document per gateway, replaced each time. */
  async heartbeat(beat: Omit<Heartbeat, 'last_seen'>, at = new Date()): Promise<void> {
    await this.beats.replaceOne(
      { _id: beat.gateway },
      { gateway: beat.gateway, version: beat.version, hash: beat.hash, last_seen: at },
      { upsert: true },
    );
  }

  /** Every gateway's last heartbeat, the most recently seen first. */
  async heartbeats(): Promise<Heartbeat[]> {
    const beats = await this.beats.find({}).toArray();
    return beats
      .map((beat) => strip(beat) as Heartbeat)
      .sort((a, b) => b.last_seen.getTime() - a.last_seen.getTime());
  }
}

function strip<T>(document: Stored<T> | null): T | null {
  if (!document) return null;
  const rest: Record<string, unknown> = { ...document };
  delete rest._id;
  return rest as T;
}
