import { calculatedCapability, newColumnSettings } from '@workapi/column-types';
import { invalidArgument, invalidColumnId, name } from '@workapi/errors';
import {
  ColumnIdTaken,
  type CalculatedFunction,
  type ColumnCapabilities,
  type ColumnRecord,
  type ColumnType,
} from '../data/columns';
import { columnsOf, writableBoard, type ColumnsContext } from '../context';
import { columnCreated, eventScope } from '../column-events';

const COLUMN_ID = /^[a-z0-9_]{1,20}$/;

/** What every mutation that adds a column asks for (create_column and the typed ones). */
export interface NewColumn {
  board_id: string;
  id?: string | null;
  title: string;
  description?: string | null;
  after_column_id?: string | null;
  capabilities?: { calculated?: { function: CalculatedFunction } | null } | null;
  defaults?: unknown;
  column_type: ColumnType;
}

/**
 * Tries of a column without an id of its own: each finds the ids the board uses now. Requests
 * adding columns of one type at once draw the same id; one stores it, the others draw again.
 */
const ID_ATTEMPTS = 8;

/**
 * A new column's id: its type, or `<type>_<n>` with the lowest free n. Past a first try (`skip`
 * > 0) a free id up to `skip` further on, at random, so that the requests drawing again at once
 * mostly draw apart.
 */
function nextColumnId(taken: Set<string>, type: ColumnType, skip = 0): string {
  let passed = Math.floor(Math.random() * (skip + 1));
  for (let n = 0; ; n += 1) {
    const id = n === 0 ? type : `${type}_${n}`;
    if (taken.has(id)) continue;
    if (passed === 0) return id;
    passed -= 1;
  }
}

const unusedIdRequired = (id: string) =>
  invalidArgument(`Column id "${id}" must be 1-20 lowercase letters, digits or _ and unused on the board`);

/** The capabilities stored for what was sent, refused where the column's type cannot sum up so. */
export function capabilitiesOf(
  sent: NewColumn['capabilities'],
  type: ColumnType,
): ColumnCapabilities | undefined {
  if (sent == null) return undefined;
  return { calculated: sent.calculated ? calculatedCapability(type, sent.calculated.function) : null };
}

/** Where a new column goes: after `afterId`, else at the end (positions are fractions between). */
function positionAfter(columns: ColumnRecord[], afterId: string | null | undefined): number {
  if (!afterId) return (columns.at(-1)?.position ?? -1) + 1;
  const index = columns.findIndex((column) => column.id === afterId);
  if (index < 0) throw invalidColumnId(String(afterId));
  const next = columns[index + 1];
  return next ? (columns[index].position + next.position) / 2 : columns[index].position + 1;
}

/** Adds a column to a board the caller may change, its settings checked by its type. */
export async function createColumn(context: ColumnsContext, args: NewColumn): Promise<ColumnRecord> {
  const { id: boardId } = await writableBoard(context, args.board_id);
  if (args.column_type === 'name') throw invalidArgument('A board has exactly one name column');
  if (args.id != null && !COLUMN_ID.test(args.id)) throw unusedIdRequired(args.id);
  const capabilities = capabilitiesOf(args.capabilities, args.column_type);
  const title = name(args.title, 'title');
  const repository = columnsOf(context);
  for (let attempt = 0; ; attempt += 1) {
    const [columns, everUsed] = await Promise.all([
      repository.ofBoard(boardId),
      repository.idsEverUsed(boardId),
    ]);
    if (args.id != null && columns.some((column) => column.id === args.id)) throw unusedIdRequired(args.id);
    const column = {
      board_id: boardId,
      id: args.id ?? nextColumnId(everUsed, args.column_type, attempt * 2),
      title,
      type: args.column_type,
      settings: newColumnSettings(args.column_type, args.defaults, columns),
      description: args.description ?? null,
      archived: false,
      position: positionAfter(columns, args.after_column_id),
      ...(capabilities ? { capabilities } : {}),
    };
    try {
      return await repository.insert(column, [columnCreated(eventScope(context, boardId), column)]);
    } catch (error) {
      if (!(error instanceof ColumnIdTaken)) throw error;
      // The id the client chose went to another request's column.
      if (args.id != null) throw unusedIdRequired(args.id);
      if (attempt + 1 === ID_ATTEMPTS) throw error;
    }
  }
}
