import { REFERENCE_KINDS, type ReferenceKind } from './facts';

/*
 * Redis keys of one account's reference data. The hash tag (`{account}`) keeps them on one slot
 * of a Redis Cluster, so a publication (entry and versions in one script) and a reader's MGET of
 * several boards' columns stay single-slot operations.
 */
const tag = (accountId: string) => `ref:{${accountId}}`;

/** The published version of each kind of the account's reference data (a hash: kind → counter). */
export const versionsKey = (accountId: string) => `${tag(accountId)}:versions`;

/** One entry: `<version> <json>`. */
export const entryKey = (accountId: string, kind: ReferenceKind, id: string) =>
  `${tag(accountId)}:${kind}:${id}`;

/** Versions handed to the owner's writers of one entry, in the order they read what they publish. */
export const sequenceKey = (accountId: string, kind: ReferenceKind, id: string) =>
  `${tag(accountId)}:seq:${kind}:${id}`;

/** What a reader knows at the start of a request: each kind's published version ('0': none yet). */
export type ReferenceVersions = Record<ReferenceKind, string>;

/** Reads the answer of `HMGET versionsKey ...REFERENCE_KINDS` into versions. */
export function versionsOf(answer: Array<string | null>): ReferenceVersions {
  return Object.fromEntries(
    REFERENCE_KINDS.map((kind, index) => [kind, answer[index] ?? '0']),
  ) as ReferenceVersions;
}

export { REFERENCE_KINDS };
