import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoServerError, type Db } from 'mongodb';

/** A lease on work only one process may do at a time, in the database's `leases` collection. */
interface LeaseRecord {
  _id: string;
  holder: string;
  until: Date;
}

export interface LeaseOptions {
  /** How long a holder that stopped renewing (crashed) keeps others waiting. */
  leaseMs?: number;
  /** How often a waiting process asks again. */
  pollMs?: number;
}

const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

/**
 * Runs `task` while holding the lease `name`, waiting while another process holds it: replicas
 * starting together run their start-up work (migrations, dev accounts) one after the other, so the
 * second finds it done. The lease is taken by inserting its document (a unique `_id`: atomic on
 * MongoDB and FerretDB alike), renewed while the task runs, and removed after; one whose holder
 * stopped renewing is taken over once it expired.
 */
export async function exclusively<T>(
  db: Db,
  name: string,
  task: () => Promise<T>,
  { leaseMs = 30_000, pollMs = 250 }: LeaseOptions = {},
): Promise<T> {
  const leases = db.collection<LeaseRecord>('leases');
  const holder = randomBytes(9).toString('base64url');
  const lease = () => ({ _id: name, holder, until: new Date(Date.now() + leaseMs) });
  for (;;) {
    try {
      await leases.insertOne(lease());
      break;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const held = await leases.findOne({ _id: name });
    if (held && held.until.getTime() < Date.now()) {
      // Expired: its holder crashed. Removed only as it was read, so a lease taken over
      // meanwhile by another process stays; then the insert above decides who holds it.
      await leases.deleteOne({ _id: name, holder: held.holder });
      continue;
    }
    await sleep(pollMs);
  }
  const renewal = setInterval(() => {
    void leases
      .updateOne({ _id: name, holder }, { $set: { until: new Date(Date.now() + leaseMs) } })
      .catch(() => undefined);
  }, leaseMs / 3);
  renewal.unref();
  try {
    return await task();
  } finally {
    clearInterval(renewal);
    await leases.deleteOne({ _id: name, holder }).catch(() => undefined);
  }
}
