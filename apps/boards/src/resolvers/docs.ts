import { endpoints, MAX_COLUMN_ID_LENGTH, unsettled } from '@workapi/internal';
import {
  forbidden,
  idList,
  invalidArgument,
  invalidColumnId,
  name,
  pageLimit,
  pageNumber,
  resourceNotFound,
} from '@workapi/errors';
import type {
  DocumentBlockResolvers,
  DocumentResolvers,
  ItemResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/graphql';
import {
  AT_END,
  BLOCK_TYPES,
  blockContent,
  DOC_LIMITS,
  type BlockRecord,
  type BlockType,
  type DocRecord,
  type DocsRepository,
} from '../data/docs';
import { blocksFromMarkdown } from '../data/markdown';
import { boardsOf, usersOf, type BoardsContext } from '../context';
import { boardPlace } from './folders';
import { workspaceOf } from './workspaces';

/** monday.com's `docs` serves at most 100 a page. */
const MAX_DOCS_PAGE = 100;

export function docsOf(context: BoardsContext): DocsRepository {
  if (!context.docs) throw forbidden('This operation needs an authenticated user');
  return context.docs;
}

/**
 * Whether the caller sees a doc. A doc in a doc column: whoever sees its board. A left-pane doc:
 * not guests; a private or shareable one only its maker and admins; a public one whoever sees
 * its workspace (a closed workspace: its members and admins).
 */
async function sees(
  context: BoardsContext,
  doc: DocRecord,
  /** Whether the caller sees each workspace, asked once per workspace for a list of docs. */
  workspaces = new Map<string, Promise<boolean>>(),
): Promise<boolean> {
  const caller = context.caller;
  if (!caller) return false;
  if (doc.board) {
    const board = await boardsOf(context).byId.load(doc.board.board_id);
    return !!board && board.state !== 'deleted';
  }
  if (caller.role === 'guest') return false;
  if (caller.role === 'admin' || doc.created_by === caller.userId) return true;
  if (doc.kind !== 'public') return false;
  const workspaceId = doc.workspace_id;
  if (workspaceId === null) return true;
  let seen = workspaces.get(workspaceId);
  if (!seen) {
    seen = workspaceOf(context, workspaceId).then(
      (workspace) => workspace.kind !== 'closed' || context.workspaces.isMember(workspace, caller.userId),
    );
    workspaces.set(workspaceId, seen);
  }
  return seen;
}

/** A doc the caller sees, or ResourceNotFoundException (never a hint that it exists). */
async function seenDoc(context: BoardsContext, id: string): Promise<DocRecord> {
  const doc = await docsOf(context).find(String(id));
  if (!(await sees(context, doc))) throw resourceNotFound('Document', String(id));
  return doc;
}

/**
 * A doc the caller may change: one in a doc column as its board's content (`mayChange`); a
 * left-pane one as an admin or member (viewers and guests change no doc).
 */
async function changeableDoc(context: BoardsContext, id: string): Promise<DocRecord> {
  return mayChangeDoc(context, await seenDoc(context, id));
}

async function mayChangeDoc(context: BoardsContext, doc: DocRecord): Promise<DocRecord> {
  if (doc.board) {
    const board = await boardsOf(context).byId.load(doc.board.board_id);
    if (!board || !(await boardsOf(context).mayChange(board, 'content')))
      throw forbidden('User unauthorized to change this doc');
    return doc;
  }
  const role = context.caller?.role;
  if (role !== 'admin' && role !== 'member') throw forbidden('Viewers and guests cannot change docs');
  return doc;
}

/** Admins and members make docs (a copy too); viewers and guests do not. */
function docMaker(context: BoardsContext) {
  const caller = context.caller;
  if (!caller) throw forbidden('This operation needs an authenticated user');
  if (caller.role !== 'admin' && caller.role !== 'member')
    throw forbidden('Only admins and members of the account may make docs');
  return caller;
}

const docName = (value: string) => {
  const trimmed = name(value, 'name');
  if (trimmed.length > DOC_LIMITS.nameLength)
    throw invalidArgument(`name must be at most ${DOC_LIMITS.nameLength} characters`);
  return trimmed;
};

const dateOf = (date: Date) => date.toISOString().slice(0, 10);

export const Document = {
  __resolveReference: async (reference, context) => {
    try {
      return await seenDoc(context, String(reference.id));
    } catch {
      return null;
    }
  },
  id: (doc) => doc._id,
  doc_kind: (doc) => doc.kind,
  doc_folder_id: (doc) => doc.folder_id,
  created_at: (doc) => dateOf(doc.created_at),
  created_by: (doc, _, context) => usersOf(context).load(doc.created_by),
  relative_url: (doc) => `/docs/${doc.object_id}`,
  url: (doc, _, context) => `${context.publicUrl}/docs/${doc.object_id}`,
  settings: () => null,
  workspace: (doc, _, context) => (doc.workspace_id ? workspaceOf(context, doc.workspace_id) : null),
  async blocks(doc, args, context) {
    const limit = pageLimit(args.limit, 25, DOC_LIMITS.blocksPerDoc);
    const page = pageNumber(args.page);
    return (await docsOf(context).blocksOf(doc._id)).slice((page - 1) * limit, page * limit);
  },
} satisfies DocumentResolvers;

/**
 * Item.description: the doc monday.com makes in an item's card. Nothing in the API makes one, so
 * no item has one here; the item is not read to say so (an item the caller cannot see answers no
 * more than one it can).
 */
export const Item = {
  __resolveReference: (reference) => ({ id: String(reference.id) }),
  description: () => null,
} satisfies ItemResolvers;

export const DocumentBlock = {
  id: (block) => block._id,
  type: (block) => block.type.replace(/_/g, ' '),
  content: (block) => JSON.stringify(block.content),
  created_at: (block) => dateOf(block.created_at),
  updated_at: (block) => dateOf(block.updated_at),
  created_by: (block, _, context) => usersOf(context).load(block.created_by),
} satisfies DocumentBlockResolvers;

export const docsQuery: Pick<QueryResolvers, 'docs'> = {
  /** Newest first (by creation, or last use); docs asked by ids keep the store's order. */
  async docs(_, args, context) {
    const ids = idList(args.ids);
    const found = await docsOf(context).list({
      ids,
      objectIds: idList(args.object_ids),
      workspaceIds: args.workspace_ids?.map((id) => (id === null ? null : String(id))),
    });
    const workspaces = new Map<string, Promise<boolean>>();
    const seen = await Promise.all(found.map((doc) => sees(context, doc, workspaces)));
    const visible = found.filter((_, index) => seen[index]);
    const key = args.order_by === 'used_at' ? 'used_at' : 'created_at';
    const ordered = ids
      ? visible
      : visible.sort((a, b) => b[key].getTime() - a[key].getTime() || Number(b._id) - Number(a._id));
    const limit = pageLimit(args.limit, 25, MAX_DOCS_PAGE);
    const page = pageNumber(args.page);
    return ordered.slice((page - 1) * limit, page * limit);
  },
};

/** A block the caller may change. One of a doc it does not see is unknown, as an id never made. */
async function changeableBlock(context: BoardsContext, id: string): Promise<BlockRecord> {
  const block = await docsOf(context).block(String(id));
  const doc = await docsOf(context)
    .find(block.doc_id)
    .catch(() => null);
  if (!doc || !(await sees(context, doc))) throw resourceNotFound('DocumentBlock', String(id));
  await mayChangeDoc(context, doc);
  return block;
}

/** A doc in an item's doc column: made, then put into the column as the caller (items subgraph). */
async function docInItem(
  context: BoardsContext,
  location: { item_id: string; column_id: string },
): Promise<DocRecord> {
  const caller = context.caller;
  if (!caller) throw forbidden('This operation needs an authenticated user');
  // A column id no board has (empty, or longer than any): refused before a doc is made for it.
  if (!location.column_id || location.column_id.length > MAX_COLUMN_ID_LENGTH)
    throw invalidColumnId(location.column_id);
  const docs = docsOf(context);
  const doc = await docs.create({
    name: 'New doc',
    kind: 'public',
    workspace_id: null,
    folder_id: null,
    board: null,
    created_by: caller.userId,
    pending: true,
  });
  try {
    const { board_id } = await context.call(endpoints.items.docColumn, {
      op: 'attach',
      item_id: String(location.item_id),
      column_id: location.column_id,
      doc: { id: doc._id, object_id: doc.object_id, name: doc.name },
    });
    const board = await boardsOf(context).byId.load(board_id);
    return docs.place(doc, {
      board: { board_id, item_id: String(location.item_id), column_id: location.column_id },
      workspace_id: board?.workspace_id ?? null,
    });
  } catch (error) {
    // Refused (no such item or column, a column holding a doc): nothing names the doc, so it goes.
    if (!unsettled(error)) await docs.remove([doc._id]);
    throw error;
  }
}

export const docMutations = {
  async create_doc(_, { location }, context) {
    const caller = context.caller;
    if (!caller) throw forbidden('This operation needs an authenticated user');
    if (!location.board === !location.workspace)
      throw invalidArgument('location needs exactly one of board and workspace');
    if (location.board) return docInItem(context, location.board);
    const where = location.workspace;
    if (!where) throw invalidArgument('location needs exactly one of board and workspace');
    docMaker(context);
    const docNameGiven = docName(where.name);
    if (!String(where.workspace_id ?? '').trim()) throw invalidArgument('workspace_id is required');
    const place = await boardPlace(
      context,
      String(where.workspace_id),
      where.folder_id ? String(where.folder_id) : null,
    );
    return docsOf(context).create({
      name: docNameGiven,
      kind: where.kind ?? 'public',
      workspace_id: place.workspaceId,
      folder_id: place.folderId,
      board: null,
      created_by: caller.userId,
    });
  },

  async create_doc_block(_, args, context) {
    const doc = await changeableDoc(context, String(args.doc_id));
    const type = args.type as BlockType;
    if (!BLOCK_TYPES.includes(type)) throw invalidArgument(`type ${args.type} is not a block type`);
    const [block] = await docsOf(context).addBlocks(
      doc,
      context.caller?.userId ?? '',
      args.after_block_id ?? null,
      args.parent_block_id ?? null,
      [{ type, content: blockContent(type, args.content) }],
    );
    return block;
  },

  async update_doc_block(_, args, context) {
    const block = await changeableBlock(context, args.block_id);
    const content = blockContent(block.type, args.content);
    if (
      block.type === 'table' &&
      (content.row_count !== block.content.row_count || content.column_count !== block.content.column_count)
    )
      throw invalidArgument('A table keeps the number of rows and columns it was made with');
    return docsOf(context).changeBlock(block, content);
  },

  async delete_doc_block(_, args, context) {
    const block = await changeableBlock(context, args.block_id);
    await docsOf(context).removeBlock(block);
    return { id: block._id };
  },

  /** A doc in a doc column leaves the column first; an item gone or a column cleared already is no obstacle. */
  async delete_doc(_, args, context) {
    const doc = await changeableDoc(context, String(args.docId));
    if (doc.board) {
      try {
        await context.call(endpoints.items.docColumn, {
          op: 'detach',
          item_id: doc.board.item_id,
          column_id: doc.board.column_id,
          doc: { id: doc._id, object_id: doc.object_id, name: doc.name },
        });
      } catch (error) {
        if (unsettled(error)) throw error;
      }
    }
    await docsOf(context).remove([doc._id]);
    return JSON.stringify({ success: true, id: doc._id });
  },

  async duplicate_doc(_, args, context) {
    const doc = await changeableDoc(context, String(args.docId));
    const caller = docMaker(context);
    if (doc.workspace_id !== null) await boardPlace(context, doc.workspace_id, doc.folder_id);
    const copy = await docsOf(context).duplicate(doc, caller.userId);
    return JSON.stringify({ success: true, id: copy._id, object_id: copy.object_id });
  },

  async update_doc_name(_, args, context) {
    const doc = await changeableDoc(context, String(args.docId));
    const given = docName(args.name);
    await docsOf(context).rename(doc, given);
    return JSON.stringify({ success: true, id: doc._id, name: given });
  },

  /** At the end of the doc unless told where (after a top-level block). */
  async add_content_to_doc_from_markdown(_, args, context) {
    const doc = await changeableDoc(context, String(args.docId));
    const blocks = blocksFromMarkdown(args.markdown);
    const made = await docsOf(context).addBlocks(
      doc,
      context.caller?.userId ?? '',
      args.afterBlockId ?? AT_END,
      null,
      blocks,
    );
    return { success: true, block_ids: made.map((block) => block._id), error: null };
  },
} satisfies MutationResolvers;
