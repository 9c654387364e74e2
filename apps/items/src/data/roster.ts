import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Collection, Db } from 'mongodb';
import { findDecoded, inChunks, upserted } from '@workapi/stores';
import { rankOf } from './item-order';

/**
 * A board's roster: which items it holds, in which group and state, and when each was created,
 * kept as a few documents of compact text lines, so a first page reads the board's membership
 * with a handful of small rows instead of every item document (FerretDB decodes each document it
 * reads whole; docs/items-page.md, "The roster"). Every write of an item that changes its board,
 * group or state appends a line; a board or group retired in bulk appends one line for all.
 *
 * The roster is an index, not the truth: a page re-reads its items and re-checks them. So it only
 * has to never leave out an item that matches. Lines are therefore written so that a crash between
 * an item's write and its line leaves the roster wider, never narrower:
 * - a new item's line is written before the item;
 * - a line that narrows (archived, deleted) is written after the item's change;
 * - a change that could narrow wrongly if its line were lost (a move to another group, an undo)
 *   first marks the item (or the board) unsettled, which includes it in every query.
 *
 * Lines (`;`-separated): `i,<id>,<group>,<state>,<created ms>,<version>,<process>[,<position>]` an
 * item (its position once change_item_position placed it, data/item-order.ts);
 * `r,<group or *>,<from states>,<to state>,<version>,<process>` items of a group (or the board) in
 * one of the from states moved to another; `u,<id or *>,<version>,<process>` an item (or the whole
 * board) unsettled. A version is its writer's clock in ms, never twice the same in one process: of
 * two lines of one process the later wins; of two processes', where their versions are closer than
 * CLOCK_SKEW_MS, the order is uncertain and the item counts as unsettled.
 */
/** Where an item is in its life: archived and deleted items can be restored. */
export type ItemState = 'active' | 'archived' | 'deleted';

export interface RosterDocument {
  _id: string;
  account_id: string;
  board_id: string;
  /** The board's first document says its roster holds every item of the board. */
  base?: true;
  lines: string;
}

/** One item as the roster knows it, after every line was applied. */
export interface RosterMember {
  id: string;
  boardId: string;
  groupId: string;
  state: ItemState | 'unsettled';
  createdMs: number;
  /** Its place in board order, when it was moved there (data/item-order.ts). */
  position?: number;
}

/** How far apart two processes' clocks may be before the order of their lines is uncertain. */
export const CLOCK_SKEW_MS = 1_000;

/** Past this many documents, a board's lines are folded into a few (compacted) on the next read. */
const COMPACT_AFTER = 32;
/**
 * A process that appended this many documents to a board merges them into one (their lines as
 * they are, one document read and written, whatever the board's size), or compacts the whole
 * board once they hold lines for a quarter of its items as the process last knew them: so a board
 * written to and never read (an import, one document per item) stays a few hundred documents, and
 * the rewriting stays a small multiple of its size.
 */
const COMPACT_AFTER_APPENDS = 256;
/** Lines per document when compacting. */
const LINES_PER_DOCUMENT = 5_000;

const STATE_CODES: Record<ItemState, string> = { active: 'a', archived: 'r', deleted: 'd' };
const STATES_BY_CODE: Record<string, ItemState> = { a: 'active', r: 'archived', d: 'deleted' };

export const rosterIndexes = { rosters: [{ key: { account_id: 1, board_id: 1 }, name: 'account_board' }] };

/** This process's clock for versions (never the same twice, never backwards) and its name in lines. */
const clock = { last: 0, process: randomBytes(6).toString('base64url') };
function nextVersion(): string {
  clock.last = Math.max(clock.last + 1, Date.now());
  return `${clock.last},${clock.process}`;
}

export interface RosterItem {
  id: string;
  boardId: string;
  groupId: string;
  state: ItemState;
  createdAt: Date;
  position?: number | null;
}

/** What this process knows of each board it writes, by `<account>:<board>`, for compacting. */
const boardsWritten = new Map<
  string,
  {
    /** The documents this process appended since it last merged or compacted the board. */
    appended: string[];
    /** The lines it appended since it last compacted the board. */
    appendedLines: number;
    size: number;
    compacting: boolean;
  }
>();

/** A line's position part: none for an item never moved, so most lines stay as short as before. */
const positionPart = (position?: number | null) => (position == null ? '' : `,${position}`);

const itemLine = (item: RosterItem, version = nextVersion()) =>
  `i,${item.id},${item.groupId},${STATE_CODES[item.state]},${item.createdAt.getTime()},${version}${positionPart(item.position)}`;

export class Roster {
  private readonly rosters: Collection<RosterDocument>;

  constructor(
    db: Db,
    private readonly accountId: string,
  ) {
    this.rosters = db.collection('rosters');
  }

  private documentId(boardId: string, suffix = randomBytes(9).toString('base64url')): string {
    return `${this.accountId}:${boardId}:${suffix}`;
  }

  /** Appends lines to boards' rosters, one document per board. */
  private async append(lines: Array<{ boardId: string; line: string }>): Promise<void> {
    const byBoard = new Map<string, string[]>();
    for (const { boardId, line } of lines) byBoard.set(boardId, [...(byBoard.get(boardId) ?? []), line]);
    if (byBoard.size === 0) return;
    const documents = [...byBoard].map(([boardId, boardLines]) => ({
      _id: this.documentId(boardId),
      account_id: this.accountId,
      board_id: boardId,
      lines: boardLines.join(';'),
    }));
    await this.rosters.insertMany(documents);
    for (const { _id, board_id: boardId } of documents) {
      const known = this.written(boardId);
      known.appended.push(_id);
      known.appendedLines += byBoard.get(boardId)?.length ?? 0;
      if (known.appended.length < COMPACT_AFTER_APPENDS || known.compacting) continue;
      if (known.appendedLines >= known.size / 4) this.compactInBackground(boardId);
      else this.mergeInBackground(boardId);
    }
  }

  private written(boardId: string) {
    const key = `${this.accountId}:${boardId}`;
    let known = boardsWritten.get(key);
    if (!known) {
      known = { appended: [], appendedLines: 0, size: 0, compacting: false };
      boardsWritten.set(key, known);
    }
    return known;
  }

  /** Compacts a board unless this process is compacting it already; a failure waits for the next. */
  private compactInBackground(boardId: string, documents?: RosterDocument[]): void {
    const known = this.written(boardId);
    if (known.compacting) return;
    known.compacting = true;
    known.appended = [];
    known.appendedLines = 0;
    // Begun once the request that read or wrote the board has gone on: the fold the compaction
    // starts with (tens of ms for a large board) is not on that request's way.
    void new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.compact(boardId, documents))
      .then((size) => (known.size = size))
      .catch(() => undefined)
      .finally(() => (known.compacting = false));
  }

  /**
   * Says a board's roster holds every item of the board: written for a board with no item yet
   * (its first item's write), or once the roster was built from the board's items (`build`).
   */
  async complete(boardId: string, lines: string[] = []): Promise<void> {
    // The filter names the shard key's fields (account, board) too: a sharded upsert needs them.
    // Replicas writing a new board's first items at once upsert its base together.
    await upserted(() =>
      this.rosters.updateOne(
        { _id: this.documentId(boardId, 'base'), account_id: this.accountId, board_id: boardId },
        { $setOnInsert: { base: true, lines: lines.join(';') } },
        { upsert: true },
      ),
    );
  }

  /** New items: written before the items themselves. */
  added(items: RosterItem[]): Promise<void> {
    return this.append(items.map((item) => ({ boardId: item.boardId, line: itemLine(item) })));
  }

  /** Items whose state or group changed (archived, deleted, settled): written after the items. */
  changed(items: RosterItem[]): Promise<void> {
    return this.added(items);
  }

  /** Items about to change in a way a lost line could hide (a move to another group): before the change. */
  unsettle(boardId: string, ids: string[] | '*'): Promise<void> {
    const targets = ids === '*' ? ['*'] : ids;
    return this.append(targets.map((id) => ({ boardId, line: `u,${id},${nextVersion()}` })));
  }

  /** A board's (or a group's) items in one of `from` moved to `to`: after the items were moved. */
  retired(where: { boardId: string; groupId?: string }, from: ItemState[], to: ItemState): Promise<void> {
    const codes = from.map((state) => STATE_CODES[state]).join('');
    return this.append([
      {
        boardId: where.boardId,
        line: `r,${where.groupId ?? '*'},${codes},${STATE_CODES[to]},${nextVersion()}`,
      },
    ]);
  }

  /**
   * Merges the documents this process appended to a board into one (`append` calls it only while
   * the board is not being compacted); a failure leaves them as they are, for the next merge or
   * compaction.
   */
  private mergeInBackground(boardId: string): void {
    const known = this.written(boardId);
    known.compacting = true;
    const ids = known.appended;
    known.appended = [];
    void this.merge(boardId, ids)
      .catch(() => undefined)
      .finally(() => (known.compacting = false));
  }

  /**
   * One document holding the lines of these, then these removed: every line stays, so the board
   * folds as before. A merge stopped halfway, or two at once, leave lines twice, which folding
   * reads as one; documents a compaction removed meanwhile are not merged again.
   */
  private async merge(boardId: string, ids: string[]): Promise<void> {
    const documents = await this.rosters
      .find({ _id: { $in: ids }, account_id: this.accountId, board_id: boardId })
      .toArray();
    if (documents.length < 2) return;
    const lines = documents.map((document) => document.lines).filter(Boolean);
    await this.rosters.insertOne({
      _id: this.documentId(boardId),
      account_id: this.accountId,
      board_id: boardId,
      lines: lines.join(';'),
    });
    await this.rosters.deleteMany({ _id: { $in: documents.map((document) => document._id) } });
  }

  /**
   * Every item of these boards as the roster knows it, each board's in board order, or null for a
   * board whose roster is not known to be complete (its items must then be read). Folds a board's
   * documents into a few when it has many, in the background.
   */
  async members(boardIds: string[]): Promise<Map<string, readonly RosterMember[]> | null> {
    // Decoded once (as `compact` reads it): a large board's roster is megabytes of lines, read by
    // every first page computed.
    const documents = await findDecoded(
      this.rosters,
      { account_id: this.accountId, board_id: { $in: boardIds } },
      { batchSize: 10_000 },
    );
    const byBoard = new Map<string, RosterDocument[]>(boardIds.map((id) => [id, []]));
    for (const document of documents) byBoard.get(document.board_id)?.push(document);
    const members = new Map<string, readonly RosterMember[]>();
    for (const [boardId, boardDocuments] of byBoard) {
      if (!boardDocuments.some((document) => document.base)) return null;
      members.set(boardId, foldedRosters.inBoardOrder(this.accountId, boardId, boardDocuments));
      if (boardDocuments.length > COMPACT_AFTER) this.compactInBackground(boardId, boardDocuments);
    }
    return members;
  }

  /**
   * Rewrites a board's documents as a few holding one line per item (with its version), then
   * removes the documents folded. Lines appended meanwhile are in other documents and stay; two
   * compactions at once only write the same lines twice, which folding reads as one. A compaction
   * stopped halfway leaves lines twice too. Resolves to the number of items the board holds.
   */
  private async compact(boardId: string, read?: RosterDocument[]): Promise<number> {
    const documents =
      read ??
      (await findDecoded(
        this.rosters,
        { account_id: this.accountId, board_id: boardId },
        { batchSize: 10_000 },
      ));
    const lines = foldLines(documents);
    const folded = documents.filter((document) => !document.base).map((document) => document._id);
    const chunks: string[][] = [];
    for (let start = 0; start < lines.length; start += LINES_PER_DOCUMENT)
      chunks.push(lines.slice(start, start + LINES_PER_DOCUMENT));
    if (chunks.length > 0) {
      await this.rosters.insertMany(
        chunks.map((chunk) => ({
          _id: this.documentId(boardId),
          account_id: this.accountId,
          board_id: boardId,
          lines: chunk.join(';'),
        })),
      );
    }
    // The base keeps saying the roster is complete; its own lines are in the new documents now.
    await this.rosters.updateOne(
      { _id: this.documentId(boardId, 'base'), account_id: this.accountId, board_id: boardId },
      { $set: { lines: '' } },
    );
    for (const chunk of inChunks(folded)) await this.rosters.deleteMany({ _id: { $in: chunk } });
    return lines.length;
  }
}

interface Stamp {
  version: number;
  process: string;
}

interface Entry extends Stamp {
  groupId: string;
  state: ItemState | 'unsettled';
  createdMs: number;
  position?: number;
}

interface Retirement extends Stamp {
  groupId: string;
  from: string;
  to: ItemState;
}

/** -1, 0 or 1: which of two lines came later; 0 when two processes' clocks are too close to tell. */
function order(a: Stamp, b: Stamp): number {
  if (a.process === b.process) return Math.sign(a.version - b.version);
  if (Math.abs(a.version - b.version) <= CLOCK_SKEW_MS) return 0;
  return Math.sign(a.version - b.version);
}

/**
 * A roster document's lines read field by field in place (`;` between lines, `,` between fields):
 * a board's roster holds a line per item, and splitting 100,000 lines into arrays of strings cost
 * more in garbage collection than in parsing.
 */
class LineReader {
  private at = 0;
  private lineEnd = -1;
  /** The last value `repeated` read, by slot. */
  private readonly last: [string, string] = ['', ''];

  constructor(private readonly text: string) {}

  /** Moves to the next line; false at the end. */
  nextLine(): boolean {
    this.at = this.lineEnd + 1;
    if (this.at >= this.text.length) return false;
    const end = this.text.indexOf(';', this.at);
    this.lineEnd = end < 0 ? this.text.length : end;
    return true;
  }

  /** The next field of the line ('' past its last). */
  field(): string {
    const at = this.at;
    if (at > this.lineEnd) return '';
    const comma = this.text.indexOf(',', at);
    const end = comma < 0 || comma > this.lineEnd ? this.lineEnd : comma;
    this.at = end + 1;
    return this.text.slice(at, end);
  }

  /**
   * The next field, as the same string as the last time this field (by `slot`) read the same
   * text: a board's lines name a few groups and processes, each over and over.
   */
  repeated(slot: 0 | 1): string {
    const last = this.last[slot];
    const end = this.at + last.length;
    if (
      last !== '' &&
      end <= this.lineEnd &&
      (end === this.lineEnd || this.text.charCodeAt(end) === 44) &&
      this.text.startsWith(last, this.at)
    ) {
      this.at = end + 1;
      return last;
    }
    const value = this.field();
    this.last[slot] = value;
    return value;
  }

  /**
   * The next field as a number: up to 15 digits (a time in milliseconds) read without making a
   * string, anything else as `Number` reads it.
   */
  number(): number {
    const start = this.at;
    if (start > this.lineEnd) return Number.NaN;
    let value = 0;
    for (; this.at < this.lineEnd; this.at += 1) {
      const code = this.text.charCodeAt(this.at);
      if (code === 44) break;
      if (code < 48 || code > 57 || this.at - start >= 15) {
        this.at = start;
        return Number(this.field());
      }
      value = value * 10 + (code - 48);
    }
    this.at += 1;
    return value;
  }
}

/** Applies a board's lines: each item's latest line, then the retirements after it and the unsettling. */
function applyLines(documents: readonly RosterDocument[]): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const retirements: Retirement[] = [];
  const unsettled: Array<Stamp & { id: string }> = [];
  for (const document of documents) {
    if (!document.lines) continue;
    const line = new LineReader(document.lines);
    while (line.nextLine()) {
      const kind = line.field();
      if (kind === 'i') {
        const id = line.field();
        const groupId = line.repeated(0);
        const code = line.field();
        const createdMs = line.number();
        const version = line.number();
        const process = line.repeated(1);
        const position = line.field();
        const entry: Entry = {
          groupId,
          state: code === '?' ? 'unsettled' : STATES_BY_CODE[code],
          createdMs,
          version,
          process,
          position: position ? Number(position) : undefined,
        };
        const known = entries.get(id);
        const later = known ? order(entry, known) : 1;
        if (later > 0) entries.set(id, entry);
        else if (later === 0 && known && (known.state !== entry.state || known.groupId !== entry.groupId))
          known.state = 'unsettled';
      } else if (kind === 'r') {
        const groupId = line.field();
        const from = line.field();
        const to = STATES_BY_CODE[line.field()];
        retirements.push({ groupId, from, to, version: line.number(), process: line.field() });
      } else if (kind === 'u') {
        const id = line.field();
        unsettled.push({ id, version: line.number(), process: line.field() });
      }
    }
  }
  retirements.sort((a, b) => a.version - b.version);
  if (retirements.length === 0 && unsettled.length === 0) return entries;
  for (const [id, entry] of entries) {
    if (entry.state === 'unsettled') continue;
    if (unsettled.some((mark) => (mark.id === '*' || mark.id === id) && order(mark, entry) >= 0)) {
      entry.state = 'unsettled';
      continue;
    }
    for (const retirement of retirements) {
      if (retirement.groupId !== '*' && retirement.groupId !== entry.groupId) continue;
      if (!retirement.from.includes(STATE_CODES[entry.state as ItemState])) continue;
      const after = order(retirement, entry);
      if (after > 0) entry.state = retirement.to;
      else if (after === 0) {
        entry.state = 'unsettled';
        break;
      }
    }
  }
  return entries;
}

/**
 * Each set of documents' lines as applied, while the set is in use: a read that finds a board
 * needing compaction folds it for its page, and the compaction it starts writes the same fold as
 * lines, so the lines are applied once.
 */
const appliedLines = new WeakMap<readonly RosterDocument[], Map<string, Entry>>();

function appliedOnce(documents: readonly RosterDocument[]): Map<string, Entry> {
  let entries = appliedLines.get(documents);
  if (!entries) {
    entries = applyLines(documents);
    appliedLines.set(documents, entries);
  }
  return entries;
}

/** The board's items as its roster documents tell them. */
export function fold(boardId: string, documents: readonly RosterDocument[]): RosterMember[] {
  const members: RosterMember[] = [];
  appliedOnce(documents).forEach((entry, id) =>
    members.push({
      id,
      boardId,
      groupId: entry.groupId,
      state: entry.state,
      createdMs: entry.createdMs,
      position: entry.position,
    }),
  );
  return members;
}

/** Roster members in board order (item-order.ts): by rank, ties by id. */
export function inBoardOrder<T extends Pick<RosterMember, 'id' | 'position'>>(members: readonly T[]): T[] {
  const keyed = members.map((member) => ({
    member,
    rank: rankOf(member.id, member.position),
    id: Number(member.id),
  }));
  keyed.sort((a, b) => a.rank - b.rank || a.id - b.id);
  return keyed.map(({ member }) => member);
}

/** Roster members this process keeps folded, counted in members (about 150 bytes each). */
export const FOLDED_MEMBERS = 250_000;

/**
 * Boards' rosters as this process last folded them, kept while their documents stay the same. A
 * roster document other than the base is never changed once written (lines go to new documents,
 * compaction writes new ones and deletes the old), so the same document ids, and the same base
 * lines, fold to the same members: a first page after a write that added no line (a value, a
 * name) neither parses nor sorts the board's lines again. Any other set of documents is folded
 * afresh. Shared by the accounts of this process, bounded by member count.
 */
export class FoldedRosters {
  private readonly kept: LRUCache<string, { ids: string; base: string; members: readonly RosterMember[] }>;

  constructor(maxMembers = FOLDED_MEMBERS) {
    this.kept = new LRUCache({ maxSize: maxMembers, sizeCalculation: (entry) => entry.members.length + 1 });
  }

  /** The board's members in board order, from `documents` (all of its roster's, the base among them). */
  inBoardOrder(accountId: string, boardId: string, documents: RosterDocument[]): readonly RosterMember[] {
    const key = `${accountId}:${boardId}`;
    const ids = documents
      .filter((document) => !document.base)
      .map((document) => document._id)
      .sort()
      .join('\n');
    const base = documents.find((document) => document.base)?.lines ?? '';
    const known = this.kept.get(key);
    if (known && known.ids === ids && known.base === base) return known.members;
    const members = Object.freeze(inBoardOrder(fold(boardId, documents)));
    this.kept.set(key, { ids, base, members });
    return members;
  }
}

const foldedRosters = new FoldedRosters();

/** The board's items as lines (an unsettled one stays unsettled), for compaction. */
export function foldLines(documents: readonly RosterDocument[]): string[] {
  const lines: string[] = [];
  appliedOnce(documents).forEach((entry, id) =>
    lines.push(
      `i,${id},${entry.groupId},${entry.state === 'unsettled' ? '?' : STATE_CODES[entry.state]},${entry.createdMs},${entry.version},${entry.process}${positionPart(entry.position)}`,
    ),
  );
  return lines;
}

/** Item lines per document when a roster is built from a board's items. */
const BUILT_LINES_PER_DOCUMENT = 20_000;

/**
 * Gives every board that has items a complete roster, once: at start, before the subgraph serves,
 * for items stored before rosters existed. A board that has its base already is left as it is, so a
 * start that stops halfway goes on where it stopped (the `rosters` migration, subgraph.ts). Lines
 * built here carry version 0: any line written by a live change is later.
 */
export async function buildRosters(db: Db, log: (done: number) => void): Promise<void> {
  const items = db.collection<{
    _id: string;
    account_id: string;
    board_id: string;
    group_id: string;
    state: ItemState;
    created_at: Date;
  }>('items');
  const rosters = db.collection<RosterDocument>('rosters');
  const boards = (await items.distinct('board_id')) as string[];
  let done = 0;
  for (const boardId of boards) {
    const rows = await items
      .find(
        { board_id: boardId },
        { projection: { _id: 1, account_id: 1, group_id: 1, state: 1, created_at: 1 } },
      )
      .batchSize(100_000)
      .toArray();
    const accountId = rows[0]?.account_id;
    if (!accountId) continue;
    const base = `${accountId}:${boardId}:base`;
    if (await rosters.findOne({ _id: base })) continue;
    const lines = rows.map(
      (row) =>
        `i,${row._id},${row.group_id},${STATE_CODES[row.state] ?? 'a'},${new Date(row.created_at).getTime()},0,build`,
    );
    for (let start = 0; start < lines.length; start += BUILT_LINES_PER_DOCUMENT) {
      await rosters.insertOne({
        _id: `${accountId}:${boardId}:built-${start}`,
        account_id: accountId,
        board_id: boardId,
        lines: lines.slice(start, start + BUILT_LINES_PER_DOCUMENT).join(';'),
      });
    }
    // Last: the base says the roster is complete only once every line is in.
    await rosters.insertOne({ _id: base, account_id: accountId, board_id: boardId, base: true, lines: '' });
    done += 1;
  }
  log(done);
}
