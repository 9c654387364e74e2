import { calculatedCapability, newColumnSettings } from '@workapi/column-types';
import { invalidArgument, invalidColumnId, name } from '@workapi/errors';
import type { CalculatedFunction, ColumnCapabilities, ColumnRecord, ColumnType } from '../data/columns';
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

function nextColumnId(taken: Set<string>, type: ColumnType): string {
  if (!taken.has(type)) return type;
  for (let n = 1; ; n += 1) if (!taken.has(`${type}_${n}`)) return `${type}_${n}`;
}

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
  const repository = columnsOf(context);
  const [columns, everUsed] = await Promise.all([
    repository.ofBoard(boardId),
    repository.idsEverUsed(boardId),
  ]);
  if (args.column_type === 'name') throw invalidArgument('A board has exactly one name column');
  if (args.id != null && (!COLUMN_ID.test(args.id) || columns.some((column) => column.id === args.id))) {
    throw invalidArgument(
      `Column id "${args.id}" must be 1-20 lowercase letters, digits or _ and unused on the board`,
    );
  }
  const capabilities = capabilitiesOf(args.capabilities, args.column_type);
  const column = {
    board_id: boardId,
    id: args.id ?? nextColumnId(everUsed, args.column_type),
    title: name(args.title, 'title'),
    type: args.column_type,
    settings: newColumnSettings(args.column_type, args.defaults, columns),
    description: args.description ?? null,
    archived: false,
    position: positionAfter(columns, args.after_column_id),
    ...(capabilities ? { capabilities } : {}),
  };
  return repository.insert(column, [columnCreated(eventScope(context, boardId), column)]);
}
