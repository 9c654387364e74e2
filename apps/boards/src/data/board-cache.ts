import { LRUCache } from 'lru-cache';
import { approximateBytes } from '@workapi/reference';
import type { BoardRecord } from './boards';

/** What the boards held in one process, across accounts, may take of memory (`approximateBytes`). */
const MAX_BYTES = 64 * 1024 * 1024;
/** The longest a board is used without being read again, whatever the versions say. */
const MAX_AGE_MS = 10 * 60_000;

/**
 * Boards as stored, kept in this process per account and used while the account's `boards`
 * reference version (read with each request's nonce, in the round trip every request makes) is
 * the one they were read under: the reference data's rule (libs/reference), applied by their
 * owner to its own records. Every change to a board moves that version before its mutation answers
 * (`BoardsRepository`), so a request never sees a board older than the changes answered before it
 * started. A board read by id then costs no database command: in the realistic board's profile the
 * driver's round trip was the largest part of the boards subgraph's answer, and one FerretDB query.
 */
export class BoardCache {
  private readonly boards = new LRUCache<string, { version: string; board: BoardRecord }>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => 128 + approximateBytes(entry.board),
    ttl: MAX_AGE_MS,
  });

  /** The stored boards of these ids held under `version`, by id; the rest are missing. */
  held(accountId: string, ids: readonly string[], version: string): Map<string, BoardRecord> {
    const found = new Map<string, BoardRecord>();
    for (const id of ids) {
      const entry = this.boards.get(`${accountId}:${id}`);
      if (entry?.version === version) found.set(id, entry.board);
    }
    return found;
  }

  /** Keeps boards read from the database after the request's versions were read. */
  keep(version: string, boards: readonly BoardRecord[]): void {
    for (const board of boards) this.boards.set(`${board.account_id}:${board._id}`, { version, board });
  }
}
