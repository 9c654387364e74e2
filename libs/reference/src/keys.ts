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

/**
 * Data its owner alone reads, held per process like reference data and never published: its
 * version sits in the same hash, so the round trip that reads the others reads it too (a board's
 * webhooks, which every item write of the items subgraph reads).
 */
export const OWNED_KINDS = ['webhooks'] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

/** Every version a request reads, in the order of `HMGET versionsKey ...VERSIONED_KINDS`. */
export const VERSIONED_KINDS: ReadonlyArray<ReferenceKind | OwnedKind> = [...REFERENCE_KINDS, ...OWNED_KINDS];

/** What a reader knows at the start of a request: each kind's version ('0': none yet). */
export type ReferenceVersions = Record<ReferenceKind | OwnedKind, string>;

/** Reads the answer of `HMGET versionsKey ...VERSIONED_KINDS` into versions. */
export function versionsOf(answer: Array<string | null>): ReferenceVersions {
  return Object.fromEntries(
    VERSIONED_KINDS.map((kind, index) => [kind, answer[index] ?? '0']),
  ) as ReferenceVersions;
}

export { REFERENCE_KINDS };
