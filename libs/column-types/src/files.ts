import { asObject, CLEARED, isEmptyInput, type ColumnTypeHandler, type Parsed } from './types';
import type { ColumnType } from './columns';
import { notWritable } from './read-only';

/**
 * One entry of a file value as monday.com stores it: an uploaded asset (`ASSET`), a monday doc
 * (`MONDAY_DOC`) or a link to a file elsewhere (`GOOGLE_DRIVE`, `DROPBOX`, `BOX`, `ONEDRIVE`, `LINK`).
 */
interface FileEntry {
  fileType: string;
  name?: string;
  assetId?: number | string;
  isImage?: string | boolean;
  objectId?: number | string;
  docId?: number | string;
  fileId?: number | string;
  linkToFile?: string;
  url?: string;
  createdAt?: number;
  createdBy?: string | number;
}

interface Files {
  files: FileEntry[];
  changed_at?: string;
}

const LINK_KINDS = ['box', 'dropbox', 'google_drive', 'link', 'onedrive'];

const idOf = (value: unknown) => (value == null ? null : String(value));

/** What every kind of file entry says of its making. */
const made = (entry: FileEntry, stored: Files) => ({
  created_at: entry.createdAt ? new Date(entry.createdAt).toISOString() : (stored.changed_at ?? null),
  creator_id: idOf(entry.createdBy),
  creator: entry.createdBy == null ? null : { __typename: 'User', id: String(entry.createdBy) },
});

const docOf = (entry: FileEntry, stored: Files) => ({
  __typename: 'FileDocValue',
  ...made(entry, stored),
  doc: { __typename: 'Document', id: String(entry.docId ?? entry.objectId) },
  file_id: String(entry.fileId ?? entry.objectId),
  object_id: String(entry.objectId),
  url: entry.url ?? null,
});

/** An entry as the FileValueItem union renders it (`__typename` picks the member). */
function itemOf(entry: FileEntry, stored: Files) {
  if (entry.fileType === 'ASSET')
    return {
      __typename: 'FileAssetValue',
      ...made(entry, stored),
      asset: { __typename: 'Asset', id: String(entry.assetId) },
      asset_id: String(entry.assetId),
      is_image: entry.isImage === true || entry.isImage === 'true',
      name: entry.name ?? '',
    };
  if (entry.fileType === 'MONDAY_DOC') return docOf(entry, stored);
  const kind = entry.fileType.toLowerCase();
  return {
    __typename: 'FileLinkValue',
    ...made(entry, stored),
    file_id: String(entry.fileId ?? entry.linkToFile),
    kind: LINK_KINDS.includes(kind) ? kind : 'link',
    name: entry.name ?? entry.linkToFile ?? '',
    url: entry.linkToFile ?? null,
  };
}

/**
 * Files are added by their own mutations (add_file_to_column, create_doc), never as a column
 * value: a write only clears, with `{"clear_all": true}` as on monday.com (or null, "" and {}).
 */
function clearOnly(type: ColumnType) {
  return {
    fromJson(input: unknown): Parsed {
      if (isEmptyInput(input)) return CLEARED;
      if (asObject(type, input, '{"clear_all": true}').clear_all === true) return CLEARED;
      throw notWritable(type);
    },
    fromSimple(input: string): Parsed {
      if (input.trim() === '') return CLEARED;
      throw notWritable(type);
    },
  };
}

const entriesOf = (stored: Files | null) => stored?.files ?? [];

/**
 * file: uploaded assets, docs and links. Its text names them (an asset's signed URL is the
 * files issue's; monday.com's text is the assets' URLs).
 */
export const fileColumn: ColumnTypeHandler<Files> = {
  graphqlType: 'FileValue',
  ...clearOnly('file'),
  text: (stored) =>
    entriesOf(stored)
      .map((entry) => entry.name ?? entry.linkToFile ?? '')
      .filter(Boolean)
      .join(', '),
  value: (stored) => stored,
  fields: { files: (stored) => entriesOf(stored).map((entry) => itemOf(entry, stored as Files)) },
};

/** doc: the monday doc made for the item by create_doc. */
export const docColumn: ColumnTypeHandler<Files> = {
  graphqlType: 'DocValue',
  ...clearOnly('doc'),
  text: (stored) => entriesOf(stored).find((entry) => entry.fileType === 'MONDAY_DOC')?.url ?? '',
  value: (stored) => stored,
  fields: {
    file: (stored) => {
      const entry = entriesOf(stored).find((candidate) => candidate.fileType === 'MONDAY_DOC');
      return entry ? docOf(entry, stored as Files) : null;
    },
  },
};

/** direct_doc: a doc shown in the column; monday.com's schema types its `file` as DirectDocValue. */
export const directDocColumn: ColumnTypeHandler<Files> = {
  graphqlType: 'DirectDocValue',
  ...clearOnly('direct_doc'),
  text: () => '',
  value: (stored) => stored,
  fields: { file: () => null },
};
