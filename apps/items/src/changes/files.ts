import { valueKey, type ColumnDefinition } from '@workapi/column-types';
import { columnValueInvalid, invalidArgument, invalidColumnId, resourceNotFound } from '@workapi/errors';
import { verifyUpload, type StoredUpload } from '@workapi/files';
import type { BoardFacts } from '@workapi/reference';
import type { AssetPlace, AssetRecord } from '../data/assets';
import type { ItemRecord } from '../data/items';
import { assetsOf, itemForWrite, itemsOf, referenceOf, writableBoard, type ItemsContext } from '../context';
import { valueChangeEvents } from './values';
import { readableUpdate, tellFileAdded } from './updates';

/** Files one file column holds at most (monday.com's limit is not published; this keeps a value small). */
const MAX_FILES_PER_VALUE = 100;
const LINK_TYPES: Record<string, string> = {
  box: 'BOX',
  dropbox: 'DROPBOX',
  google_drive: 'GOOGLE_DRIVE',
  link: 'LINK',
  onedrive: 'ONEDRIVE',
};
const IMAGE = /^image\/(png|jpeg|gif|webp|tiff|avif)$/;

/** One entry of a file column's value, as monday.com stores it (createdAt in epoch milliseconds). */
type FileEntry = Record<string, unknown> & { fileType: string; name: string };

/**
 * The upload a `File` argument names: a reference the gateway signed when it stored the file of
 * this account. Anything else (a string in JSON, another account's file) is refused.
 */
function uploadOf(context: ItemsContext, file: unknown): StoredUpload {
  const upload = verifyUpload(context.files.secret, file);
  if (!upload || upload.accountId !== context.caller?.accountId)
    throw invalidArgument('file must be a file part of a multipart request (POST /v2/file)');
  return upload;
}

const assetEntry = (asset: AssetRecord, userId: string): FileEntry => ({
  name: asset.name,
  assetId: Number(asset._id),
  isImage: String(IMAGE.test(asset.content_type)),
  fileType: 'ASSET',
  createdAt: asset.created_at.getTime(),
  createdBy: userId,
});

/** The item's file column `columnId`, or the refusal monday.com gives. */
async function fileColumn(
  context: ItemsContext,
  board: BoardFacts,
  columnId: string,
): Promise<ColumnDefinition> {
  const column = (await referenceOf(context).columns(board.id)).find(
    (candidate) => candidate.id === columnId,
  );
  if (!column) throw invalidColumnId(columnId);
  if (column.type !== 'file')
    throw columnValueInvalid(column.type, `Column ${columnId} is not a file column`);
  return column;
}

/** Concurrent adds to one column each win a turn in a few rounds; past this many, something is wrong. */
const MAX_WRITE_ROUNDS = 50;

/**
 * Stores the column's new list of files, made by `change` from the list the item holds, with its
 * change_column_value event (webhooks, activity). The list is written only while the column still
 * holds the list it was made from; when another request wrote it meanwhile (two uploads to one
 * item at once), the item is read again and the list made again, so no file is ever lost.
 */
async function writeFiles(
  context: ItemsContext,
  item: ItemRecord,
  board: BoardFacts,
  column: ColumnDefinition,
  change: (files: FileEntry[]) => FileEntry[],
): Promise<ItemRecord> {
  const key = valueKey(column);
  let current = item;
  for (let round = 0; round < MAX_WRITE_ROUNDS; round += 1) {
    const files = change(filesIn(current, column));
    if (files.length > MAX_FILES_PER_VALUE)
      throw columnValueInvalid('file', `A file column holds at most ${MAX_FILES_PER_VALUE} files`);
    const values = [{ key, value: files.length > 0 ? { files } : null, lookup: [] }];
    const events = await valueChangeEvents(context, current, board, values);
    const [updated] = await itemsOf(context).write.apply({
      kind: 'values',
      id: current._id,
      values,
      holds: [{ key, value: current.values?.[key] ?? null }],
      emits: { boardId: board.id, events },
    });
    if (updated) return updated;
    itemsOf(context).byId.clear(current._id);
    current = await itemForWrite(context, current._id);
  }
  throw new Error(`the files of item ${item._id} kept changing under ${MAX_WRITE_ROUNDS} writes`);
}

const filesIn = (item: ItemRecord, column: ColumnDefinition): FileEntry[] =>
  ((item.values?.[valueKey(column)] as { files?: FileEntry[] } | null)?.files ?? []).slice();

async function recorded(
  context: ItemsContext,
  upload: StoredUpload,
  place: AssetPlace,
  before?: (asset: AssetRecord) => Promise<unknown>,
): Promise<AssetRecord> {
  const asset = await assetsOf(context).create(upload, place, before);
  if (!asset) throw invalidArgument('This file was added already; upload it again to add it twice');
  return asset;
}

/** add_file_to_column: the upload becomes an asset, added after the files the column holds. */
export async function addFileToColumn(
  context: ItemsContext,
  args: { item_id: string; column_id: string; file: unknown },
): Promise<AssetRecord> {
  const item = await itemForWrite(context, String(args.item_id));
  const board = await writableBoard(context, item.board_id);
  const column = await fileColumn(context, board, args.column_id);
  const upload = uploadOf(context, args.file);
  const place = { board_id: board.id, item_id: item._id, column_id: column.id };
  // On a second id (another replica drew the first), the entry naming the first id is replaced.
  let drawn: number | undefined;
  return recorded(context, upload, place, (asset) => {
    const entry = assetEntry(asset, context.caller?.userId ?? '');
    const replaced = drawn;
    drawn = entry.assetId as number;
    return writeFiles(context, item, board, column, (files) => [
      ...files.filter((file) => replaced === undefined || file.assetId !== replaced),
      entry,
    ]);
  });
}

/**
 * create_doc's doc in an item's doc column, which must hold none (`attach`), or taken out of it
 * when the doc is deleted (`detach`): a change of the value like any other (webhooks, activity).
 */
export async function docInColumn(
  context: ItemsContext,
  args: {
    op: 'attach' | 'detach';
    item_id: string;
    column_id: string;
    doc: { id: string; object_id: string; name: string };
  },
): Promise<{ board_id: string }> {
  const item = await itemForWrite(context, args.item_id);
  const board = await writableBoard(context, item.board_id);
  const column = (await referenceOf(context).columns(board.id)).find(
    (candidate) => candidate.id === args.column_id,
  );
  if (!column) throw invalidColumnId(args.column_id);
  if (column.type !== 'doc') throw columnValueInvalid(column.type, `Column ${column.id} is not a doc column`);
  const { id, object_id, name } = args.doc;
  await writeFiles(context, item, board, column, (files) => {
    if (args.op === 'detach') return files.filter((file) => String(file.docId ?? '') !== id);
    if (files.length > 0)
      throw invalidArgument(`Column ${column.id} of item ${item._id} holds a doc already`);
    const entry: FileEntry = {
      name,
      fileType: 'MONDAY_DOC',
      docId: Number(id),
      objectId: Number(object_id),
      createdAt: Date.now(),
      createdBy: context.caller?.userId ?? '',
    };
    return [entry];
  });
  return { board_id: board.id };
}

/** add_file_to_update: the upload becomes an asset of the update (or reply), on its item. */
export async function addFileToUpdate(
  context: ItemsContext,
  args: { update_id: string; file: unknown },
): Promise<AssetRecord> {
  const update = await readableUpdate(context, String(args.update_id));
  const item = await itemForWrite(context, update.item_id);
  const upload = uploadOf(context, args.file);
  // Told once, before the asset is recorded (a second id drawn does not tell it again).
  let told = false;
  return recorded(
    context,
    upload,
    { board_id: item.board_id, item_id: item._id, update_id: update._id },
    async () => {
      if (!told) await tellFileAdded(context, update);
      told = true;
    },
  );
}

/** update_assets_on_item: the column's files become exactly these (assets of the account's, and links). */
export async function updateAssetsOnItem(
  context: ItemsContext,
  args: {
    board_id: string;
    item_id: string;
    column_id: string;
    files: ReadonlyArray<{
      fileType: string;
      name: string;
      assetId?: string | null;
      linkToFile?: string | null;
      objectId?: string | null;
    }>;
  },
): Promise<ItemRecord> {
  const board = await writableBoard(context, String(args.board_id));
  const item = await itemForWrite(context, String(args.item_id));
  if (item.board_id !== board.id) throw resourceNotFound('Item', String(args.item_id));
  const column = await fileColumn(context, board, args.column_id);
  if (args.files.length > MAX_FILES_PER_VALUE)
    throw columnValueInvalid('file', `A file column holds at most ${MAX_FILES_PER_VALUE} files`);
  const userId = context.caller?.userId ?? '';
  const assetIds = args.files
    .filter((file) => file.fileType === 'asset')
    .map((file) => String(file.assetId ?? ''));
  const assets = await assetsOf(context).byId.loadMany(assetIds);
  const now = Date.now();
  const files = args.files.map((file): FileEntry => {
    if (file.fileType === 'asset') {
      const asset = assets[assetIds.indexOf(String(file.assetId ?? ''))];
      if (!asset || asset instanceof Error) throw resourceNotFound('Asset', String(file.assetId ?? ''));
      return { ...assetEntry(asset, userId), name: file.name };
    }
    if (file.fileType === 'doc') {
      if (!file.objectId) throw invalidArgument('A doc file needs its objectId');
      return {
        name: file.name,
        fileType: 'MONDAY_DOC',
        objectId: Number(file.objectId),
        createdAt: now,
        createdBy: userId,
      };
    }
    if (!file.linkToFile) throw invalidArgument(`A ${file.fileType} file needs its linkToFile`);
    return {
      name: file.name,
      fileType: LINK_TYPES[file.fileType],
      linkToFile: file.linkToFile,
      createdAt: now,
      createdBy: userId,
    };
  });
  // Named before the value is written: the sweep never finds a value naming an asset it may remove.
  await assetsOf(context).namedBy(item._id, assetIds);
  return writeFiles(context, item, board, column, () => files);
}

/** Item.assets: those of its file columns (of `column_ids` when given), of its updates, or both. */
export async function assetsOfItem(
  context: ItemsContext,
  item: ItemRecord,
  args: { assets_source?: string | null; column_ids?: ReadonlyArray<string | null> | null },
): Promise<AssetRecord[]> {
  if (item.state === 'deleted') return [];
  const source = args.assets_source ?? 'all';
  const columns = (await referenceOf(context).columns(item.board_id)).filter(
    (column) => column.type === 'file' && (!args.column_ids || args.column_ids.includes(column.id)),
  );
  const inColumns = new Set(
    columns.flatMap((column) => filesIn(item, column).map((entry) => String(entry.assetId ?? ''))),
  );
  const own = await assetsOf(context).ofItem.load(item._id);
  const named = inColumns.size > 0 ? await assetsOf(context).byId.loadMany([...inColumns]) : [];
  const fromColumns = named.filter((asset): asset is AssetRecord => !!asset && !(asset instanceof Error));
  const fromUpdates = own.filter((asset) => asset.update_id !== undefined);
  if (source === 'columns') return fromColumns;
  if (source === 'gallery') return fromUpdates;
  return [...fromColumns, ...fromUpdates];
}
