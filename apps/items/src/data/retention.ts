import type { Collection, Filter, IndexDescription } from 'mongodb';
import type { Engine } from '@workapi/stores';

/*
 * Documents kept for a number of days from their `created_at` (the activity log, notifications).
 * MongoDB removes them itself by a TTL index; FerretDB has no TTL indexes, so the webhook relay
 * sweeps them (StoreEngine.expiresDocuments) by `day`, the UTC day of `created_at`, an equality
 * FerretDB searches by index. Each engine gets only the index it uses.
 */

export const DAY_MS = 24 * 3600_000;

/** The UTC day of `at` (`YYYY-MM-DD`), as a kept document's `day` field holds it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The indexes that expire a collection's documents `retentionDays` after their `created_at`. */
export const retentionIndexes = (retentionDays: number): Array<IndexDescription & { only?: Engine }> => [
  {
    key: { created_at: 1 },
    name: 'retention',
    expireAfterSeconds: retentionDays * 24 * 3600,
    only: 'mongodb',
  },
  { key: { day: 1 }, name: 'day', only: 'ferretdb' },
];

/** Days a sweep removes: a week's worth before the oldest kept, so a week without sweeps loses none. */
const SWEEP_DAYS = 7;

export function sweepDays(retentionDays: number, now: Date): string[] {
  const oldestKept = Date.parse(dayOf(now)) - retentionDays * DAY_MS;
  return Array.from({ length: SWEEP_DAYS }, (_, back) => dayOf(new Date(oldestKept - (back + 1) * DAY_MS)));
}

/** Removes the documents of the days just past the retention (where no TTL index does it). */
export async function sweepExpired<Kept extends { day: string }>(
  collection: Collection<Kept>,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  return (await collection.deleteMany({ day: { $in: sweepDays(retentionDays, now) } } as Filter<Kept>))
    .deletedCount;
}
