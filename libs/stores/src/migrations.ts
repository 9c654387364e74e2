import type { Db } from 'mongodb';
import { upserted } from './stores';

/**
 * A change to stored data made once, at start, before a subgraph serves anything. Its `run` is
 * idempotent and resumable: a start that stops half way runs it again from the top, and it goes on
 * where the last one stopped.
 */
export interface Migration {
  /** The `_id` of its record in `migrations`; a name once used is never given to another change. */
  name: string;
  /**
   * Does the work. Resolves `false` when it left some behind (data it cannot move yet): it is then
   * not recorded, and runs again at the next start.
   */
  run(): Promise<boolean | void>;
}

/** What says a migration ran to the end: `{ _id: name, at }` in the database's `migrations`. */
interface MigrationRecord {
  _id: string;
  at: Date;
}

/**
 * Runs, in order, the migrations `db` has no record of, and records each one that finished. Call it
 * from a subgraph's `onStart`, which `startSubgraph` runs under the start-up lease (`exclusively`):
 * replicas starting together run them one after the other, and the second finds them recorded.
 * Answers the names of those that ran.
 */
export async function runMigrations(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  const records = db.collection<MigrationRecord>('migrations');
  const recorded = new Set(
    (await records.find({ _id: { $in: migrations.map((migration) => migration.name) } }).toArray()).map(
      (record) => record._id,
    ),
  );
  const ran: string[] = [];
  for (const migration of migrations) {
    if (recorded.has(migration.name)) continue;
    const finished = (await migration.run()) !== false;
    ran.push(migration.name);
    // An upsert: a record written meanwhile (a replica past its lease) keeps its own time.
    if (finished)
      await upserted(() =>
        records.updateOne({ _id: migration.name }, { $setOnInsert: { at: new Date() } }, { upsert: true }),
      );
  }
  return ran;
}
