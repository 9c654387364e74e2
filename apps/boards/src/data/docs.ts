import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import { invalidArgument, resourceNotFound } from '@workapi/errors';
import { withFreshId, type IndexPlan } from '@workapi/stores';

export type DocKind = 'public' | 'private' | 'share';

/** Where a doc lives: the left pane of a workspace (maybe in a folder), or an item's doc column. */
export interface DocRecord {
  _id: string;
  account_id: string;
  /** The id in the doc's URL and in a doc column's value (monday.com's `object_id`). */
  object_id: string;
  name: string;
  kind: DocKind;
  workspace_id: string | null;
  folder_id: string | null;
  /** Set for a doc made in an item's doc column: whoever sees and changes the board, the doc. */
  board?: { board_id: string; item_id: string; column_id: string } | null;
  created_by: string;
  created_at: Date;
  /** Last written through the API (`order_by: used_at`). */
  used_at: Date;
  /** A doc column's doc until the column holds it: seen by no one. */
  pending?: boolean;
}

/** One block of a doc. Children (of a table, a layout, a notice box) name their parent. */
export interface BlockRecord {
  _id: string;
  account_id: string;
  doc_id: string;
  parent_block_id: string | null;
  position: number;
  type: BlockType;
  content: Record<string, unknown>;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export const BLOCK_TYPES = [
  'bulleted_list',
  'check_list',
  'code',
  'divider',
  'image',
  'large_title',
  'layout',
  'medium_title',
  'normal_text',
  'notice_box',
  'numbered_list',
  'page_break',
  'quote',
  'small_title',
  'table',
  'video',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Bounds of what one account keeps in docs (docs/security.md). */
export const DOC_LIMITS = {
  docsPerAccount: 10_000,
  blocksPerDoc: 2_000,
  contentBytes: 64 * 1024,
  nameLength: 255,
} as const;

export const docIndexes: IndexPlan = {
  docs: [
    { key: { account_id: 1, workspace_id: 1 }, name: 'account_workspace_docs' },
    { key: { account_id: 1, object_id: 1 }, name: 'account_doc_objects' },
  ],
  doc_blocks: [{ key: { account_id: 1, doc_id: 1 }, name: 'account_doc_blocks' }],
};

const DOC_ID_BASE = 40_000_000;
/** A doc's object id is its id moved into a range of its own, so neither is mistaken for the other. */
const OBJECT_ID_OFFSET = 9_000_000_000;

/** Room left between neighbouring blocks, as monday.com spaces them. */
const POSITION_STEP = 10_000;

const TEXT_TYPES: ReadonlySet<BlockType> = new Set([
  'bulleted_list',
  'check_list',
  'code',
  'large_title',
  'medium_title',
  'normal_text',
  'numbered_list',
  'quote',
  'small_title',
]);

function integerIn(content: Record<string, unknown>, key: string, min: number, max: number): number {
  const value = content[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw invalidArgument(`content.${key} must be a whole number from ${min} to ${max}`);
  return value;
}

/** A table's or a layout's optional column widths: one per column, in percent, adding up to 100. */
function checkColumnStyle(content: Record<string, unknown>, columns: number): void {
  const style = content.column_style;
  if (style === undefined || style === null) return;
  if (!Array.isArray(style) || style.length !== columns)
    throw invalidArgument(`content.column_style must give ${columns} columns`);
  const widths = style.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null ? (entry as { width?: unknown }).width : undefined,
  );
  if (widths.some((width) => typeof width !== 'number' || width <= 0))
    throw invalidArgument('content.column_style widths must be positive numbers');
  if (Math.abs((widths as number[]).reduce((sum, width) => sum + width, 0) - 100) > 0.001)
    throw invalidArgument('content.column_style widths must add up to 100');
}

function checkText(content: Record<string, unknown>): void {
  const { alignment, direction, deltaFormat, checked } = content;
  if (alignment !== undefined && !['left', 'right', 'center'].includes(String(alignment)))
    throw invalidArgument('content.alignment must be left, right or center');
  if (direction !== undefined && !['ltr', 'rtl'].includes(String(direction)))
    throw invalidArgument('content.direction must be ltr or rtl');
  if (checked !== undefined && typeof checked !== 'boolean')
    throw invalidArgument('content.checked must be true or false');
  if (deltaFormat === undefined) return;
  const ops = Array.isArray(deltaFormat) ? deltaFormat : [];
  const valid =
    Array.isArray(deltaFormat) &&
    ops.every(
      (op: unknown) =>
        typeof op === 'object' &&
        op !== null &&
        typeof (op as { insert?: unknown }).insert === 'string' &&
        ((op as { attributes?: unknown }).attributes === undefined ||
          (typeof (op as { attributes?: unknown }).attributes === 'object' &&
            !Array.isArray((op as { attributes?: unknown }).attributes))),
    );
  if (!valid)
    throw invalidArgument('content.deltaFormat must be a list of { insert: text, attributes? } operations');
}

/**
 * A block's content as sent (a JSON object, or its text), checked for its type: text-like blocks
 * take alignment, direction and Quill-style deltaFormat operations; a table needs column_count
 * (1 to 10) and row_count (1 to 25), a layout column_count (2 to 6); images and videos a url.
 */
export function blockContent(type: BlockType, raw: unknown): Record<string, unknown> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      throw invalidArgument('content must be a JSON object');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidArgument('content must be a JSON object');
  const content = value as Record<string, unknown>;
  if (Buffer.byteLength(JSON.stringify(content)) > DOC_LIMITS.contentBytes)
    throw invalidArgument(`content must be at most ${DOC_LIMITS.contentBytes} bytes`);
  if (TEXT_TYPES.has(type)) checkText(content);
  if (type === 'table') {
    integerIn(content, 'row_count', 1, 25);
    checkColumnStyle(content, integerIn(content, 'column_count', 1, 10));
  }
  if (type === 'layout') checkColumnStyle(content, integerIn(content, 'column_count', 2, 6));
  if ((type === 'image' || type === 'video') && typeof (content.url ?? content.public_url) !== 'string')
    throw invalidArgument(`content.url must give the ${type}'s address`);
  return content;
}

/** A doc's blocks in reading order: each block followed by its children, siblings by position. */
export function readingOrder(blocks: BlockRecord[]): BlockRecord[] {
  const children = new Map<string | null, BlockRecord[]>();
  const ids = new Set(blocks.map((block) => block._id));
  for (const block of blocks) {
    const parent = block.parent_block_id && ids.has(block.parent_block_id) ? block.parent_block_id : null;
    children.set(parent, [...(children.get(parent) ?? []), block]);
  }
  const ordered: BlockRecord[] = [];
  const visit = (parent: string | null) => {
    const siblings = (children.get(parent) ?? []).sort((a, b) => a.position - b.position);
    for (const block of siblings) {
      ordered.push(block);
      visit(block._id);
    }
  };
  visit(null);
  return ordered;
}

/**
 * Positions for `count` new blocks among `siblings` (one parent's blocks): after the block given,
 * or first when none is. Null when the gap has no room left for them (the siblings are then
 * spread out again first).
 */
export function positionsFor(
  siblings: BlockRecord[],
  afterId: string | null,
  count: number,
): number[] | null {
  const sorted = [...siblings].sort((a, b) => a.position - b.position);
  const index = afterId === null ? -1 : sorted.findIndex((block) => block._id === afterId);
  const before = index >= 0 ? sorted[index].position : null;
  const next = sorted[index + 1]?.position ?? null;
  const low = before ?? (next === null ? 0 : next - POSITION_STEP * (count + 1));
  const high = next ?? low + POSITION_STEP * (count + 1);
  const step = (high - low) / (count + 1);
  const positions = Array.from({ length: count }, (_, i) => low + step * (i + 1));
  const distinct = new Set([low, ...positions, high]).size === count + 2;
  return distinct ? positions : null;
}

/** addBlocks' place for new blocks after the last of their siblings. */
export const AT_END = Symbol('after the last sibling');

export interface NewBlock {
  type: BlockType;
  content: Record<string, unknown>;
  parentBlockId: string | null;
}

/** An account's docs and their blocks: the boards subgraph owns both collections. */
export class DocsRepository {
  private readonly docs: Collection<DocRecord>;
  private readonly blocks: Collection<BlockRecord>;

  constructor(
    private readonly db: Db,
    private readonly accountId: string,
  ) {
    this.docs = db.collection('docs');
    this.blocks = db.collection('doc_blocks');
  }

  async list(query: {
    ids?: string[];
    objectIds?: string[];
    workspaceIds?: (string | null)[];
  }): Promise<DocRecord[]> {
    const filter: Filter<DocRecord> = { account_id: this.accountId, pending: { $ne: true } };
    if (query.ids) filter._id = { $in: query.ids };
    if (query.objectIds) filter.object_id = { $in: query.objectIds };
    if (query.workspaceIds) filter.workspace_id = { $in: query.workspaceIds };
    return this.docs.find(filter).toArray();
  }

  async find(id: string): Promise<DocRecord> {
    const doc = await this.docs.findOne({ account_id: this.accountId, _id: id, pending: { $ne: true } });
    if (!doc) throw resourceNotFound('Document', id);
    return doc;
  }

  async create(input: Omit<DocRecord, '_id' | 'account_id' | 'object_id' | 'created_at' | 'used_at'>) {
    const count = await this.docs.countDocuments({ account_id: this.accountId });
    if (count >= DOC_LIMITS.docsPerAccount)
      throw invalidArgument(`An account keeps at most ${DOC_LIMITS.docsPerAccount} docs`);
    return withFreshId(this.db, 'docs', DOC_ID_BASE, 1, async (id) => {
      const now = new Date();
      const record: DocRecord = {
        _id: id,
        account_id: this.accountId,
        object_id: String(Number(id) + OBJECT_ID_OFFSET),
        ...input,
        created_at: now,
        used_at: now,
      };
      await this.docs.insertOne(record);
      return record;
    });
  }

  /** A pending doc column's doc, once the column holds it: its board and place, seen from then on. */
  async place(doc: DocRecord, place: Pick<DocRecord, 'board' | 'workspace_id'>): Promise<DocRecord> {
    await this.docs.updateOne(
      { account_id: this.accountId, _id: doc._id },
      { $set: { ...place }, $unset: { pending: '' } },
    );
    return { ...doc, ...place, pending: undefined };
  }

  async rename(doc: DocRecord, name: string): Promise<void> {
    await this.docs.updateOne(
      { account_id: this.accountId, _id: doc._id },
      { $set: { name, used_at: new Date() } },
    );
  }

  /** The doc's blocks first, so a doc never stands without blocks it had. */
  async remove(docIds: string[]): Promise<void> {
    if (docIds.length === 0) return;
    await this.blocks.deleteMany({ account_id: this.accountId, doc_id: { $in: docIds } });
    await this.docs.deleteMany({ account_id: this.accountId, _id: { $in: docIds } });
  }

  /** The docs of a workspace, of folders, or in a board's doc columns (deleted with them). */
  async idsWithin(place: {
    workspaceId?: string;
    folderIds?: string[];
    boardId?: string;
  }): Promise<string[]> {
    const filter: Filter<DocRecord> = { account_id: this.accountId };
    if (place.boardId) filter['board.board_id'] = place.boardId;
    if (place.workspaceId) filter.workspace_id = place.workspaceId;
    if (place.folderIds) filter.folder_id = { $in: place.folderIds };
    const found = await this.docs.find(filter, { projection: { _id: 1 } }).toArray();
    return found.map((doc) => doc._id);
  }

  /** One read for the blocks of every doc a request asks them of. */
  private readonly blocksByDoc = new DataLoader<string, BlockRecord[]>(async (docIds) => {
    const found = await this.blocks
      .find({ account_id: this.accountId, doc_id: { $in: [...docIds] } })
      .toArray();
    return docIds.map((docId) => readingOrder(found.filter((block) => block.doc_id === docId)));
  });

  /** A doc's blocks in reading order, as they are now (after this request's own writes). */
  async blocksOf(docId: string): Promise<BlockRecord[]> {
    this.blocksByDoc.clear(docId);
    return this.blocksByDoc.load(docId);
  }

  async block(id: string): Promise<BlockRecord> {
    const block = await this.blocks.findOne({ account_id: this.accountId, _id: id });
    if (!block) throw resourceNotFound('DocumentBlock', id);
    return block;
  }

  /**
   * New blocks, in their order, after `place` (a block's id; null: first; AT_END: after the last)
   * among the children of one parent. The doc's limit on blocks is checked first.
   */
  async addBlocks(
    doc: DocRecord,
    userId: string,
    place: string | null | typeof AT_END,
    parentBlockId: string | null,
    added: Omit<NewBlock, 'parentBlockId'>[],
  ): Promise<BlockRecord[]> {
    const all = await this.blocks.find({ account_id: this.accountId, doc_id: doc._id }).toArray();
    if (all.length + added.length > DOC_LIMITS.blocksPerDoc)
      throw invalidArgument(`A doc holds at most ${DOC_LIMITS.blocksPerDoc} blocks`);
    const byId = new Map(all.map((block) => [block._id, block]));
    const siblings = all.filter((block) => block.parent_block_id === parentBlockId);
    const afterId =
      place === AT_END
        ? (siblings.reduce<BlockRecord | null>(
            (last, block) => (last && last.position > block.position ? last : block),
            null,
          )?._id ?? null)
        : place;
    if (parentBlockId !== null && !byId.has(parentBlockId))
      throw invalidArgument(`parent_block_id ${parentBlockId} is not a block of doc ${doc._id}`);
    if (afterId !== null) {
      const after = byId.get(afterId);
      if (!after) throw invalidArgument(`after_block_id ${afterId} is not a block of doc ${doc._id}`);
      if (after.parent_block_id !== parentBlockId)
        throw invalidArgument(`after_block_id ${afterId} is not under the same parent`);
    }
    let positions = positionsFor(siblings, afterId, added.length);
    if (!positions) {
      await this.spread(siblings);
      positions = positionsFor(siblings, afterId, added.length) ?? [];
    }
    const now = new Date();
    const records = added.map((block, index): BlockRecord => ({
      _id: randomUUID(),
      account_id: this.accountId,
      doc_id: doc._id,
      parent_block_id: parentBlockId,
      position: positions[index],
      type: block.type,
      content: block.content,
      created_by: userId,
      created_at: now,
      updated_at: now,
    }));
    if (records.length > 0) await this.blocks.insertMany(records);
    await this.docs.updateOne({ account_id: this.accountId, _id: doc._id }, { $set: { used_at: now } });
    return records;
  }

  /** Siblings spaced out again, in their order, when a gap has no room left. */
  private async spread(siblings: BlockRecord[]): Promise<void> {
    const sorted = [...siblings].sort((a, b) => a.position - b.position);
    for (const [index, block] of sorted.entries()) {
      block.position = (index + 1) * POSITION_STEP;
      await this.blocks.updateOne(
        { account_id: this.accountId, _id: block._id },
        { $set: { position: block.position } },
      );
    }
  }

  async changeBlock(block: BlockRecord, content: Record<string, unknown>): Promise<BlockRecord> {
    const updated_at = new Date();
    await this.blocks.updateOne(
      { account_id: this.accountId, _id: block._id },
      { $set: { content, updated_at } },
    );
    await this.docs.updateOne(
      { account_id: this.accountId, _id: block.doc_id },
      { $set: { used_at: updated_at } },
    );
    return { ...block, content, updated_at };
  }

  /** A block with the blocks inside it. */
  async removeBlock(block: BlockRecord): Promise<void> {
    const all = await this.blocks
      .find(
        { account_id: this.accountId, doc_id: block.doc_id },
        { projection: { _id: 1, parent_block_id: 1 } },
      )
      .toArray();
    const gone = new Set([block._id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const other of all)
        if (other.parent_block_id && gone.has(other.parent_block_id) && !gone.has(other._id)) {
          gone.add(other._id);
          grew = true;
        }
    }
    await this.blocks.deleteMany({ account_id: this.accountId, _id: { $in: [...gone] } });
  }

  /** A copy of a doc and its blocks (new ids, the same tree and order), made by `userId`. */
  async duplicate(doc: DocRecord, userId: string): Promise<DocRecord> {
    const copy = await this.create({
      name: doc.name,
      kind: doc.kind,
      workspace_id: doc.workspace_id,
      folder_id: doc.folder_id,
      board: null,
      created_by: userId,
    });
    const blocks = await this.blocks.find({ account_id: this.accountId, doc_id: doc._id }).toArray();
    const ids = new Map(blocks.map((block) => [block._id, randomUUID()]));
    const now = new Date();
    const copies = blocks.map((block): BlockRecord => ({
      ...block,
      _id: ids.get(block._id) as string,
      doc_id: copy._id,
      parent_block_id: block.parent_block_id ? (ids.get(block.parent_block_id) ?? null) : null,
      created_by: userId,
      created_at: now,
      updated_at: now,
    }));
    if (copies.length > 0) await this.blocks.insertMany(copies);
    return copy;
  }
}
