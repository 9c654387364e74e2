import { invalidArgument } from '@workapi/errors';
import { valueKey, type ColumnDefinition, type ColumnType } from './columns';
import { computed } from './computed';
import { FormulaEngine, parseFormula } from './formula-language';
import type { ColumnTypeHandler, FormulaOperand } from './types';
import type { ReadContext } from './view';

/** The formula of a column's settings (`settings_str` `{"formula": "…"}`), '' when it has none. */
const formulaOf = (column: ColumnDefinition): string =>
  typeof column.settings.formula === 'string' ? column.settings.formula : '';

const engine = new FormulaEngine();

type HandlerOf = (type: ColumnType) => ColumnTypeHandler;

/**
 * `display_value`: the formula over the item's other values (read.row), nothing asked of another
 * process. A formula read by others is worked out once, and one that reads itself, however
 * indirectly, reads nothing there.
 */
function displayValue(column: ColumnDefinition, read: ReadContext, handlerOf: HandlerOf): string {
  const answers = new Map<string, string>();
  const answer = (formulaColumn: ColumnDefinition, path: ReadonlySet<string>): string => {
    const known = answers.get(formulaColumn.id);
    if (known !== undefined) return known;
    const parsed = parseFormula(formulaOf(formulaColumn));
    const operands = parsed.references.map((id): FormulaOperand => {
      const referenced = read.row?.columns.find((candidate) => candidate.id === id);
      if (!referenced || path.has(referenced.id)) return '';
      if (referenced.type === 'formula') return answer(referenced, new Set([...path, referenced.id]));
      const handler = handlerOf(referenced.type);
      const stored = read.row?.values[valueKey(referenced)] ?? null;
      return handler.formulaOperand
        ? handler.formulaOperand(stored, referenced, read)
        : (handler.text(stored, referenced, read) ?? '');
    });
    const result = engine.evaluate(parsed, operands);
    answers.set(formulaColumn.id, result);
    return result;
  };
  return answer(column, new Set([column.id]));
}

/**
 * A formula given at create_column (`defaults`) or update_column (`settings`) must evaluate and
 * read only the board's columns.
 */
function checkSettings(
  input: Record<string, unknown>,
  previous: Record<string, unknown>,
  columns: readonly ColumnDefinition[],
): Record<string, unknown> {
  const settings = { ...previous, ...input };
  const formula = settings.formula;
  if (formula == null || formula === '') return settings;
  if (typeof formula !== 'string') throw invalidArgument('The formula setting must be a string');
  const problem = engine.problem(formula);
  if (problem) throw invalidArgument(`Formula "${formula}" cannot be used: ${problem}`);
  const unknown = parseFormula(formula).references.find((id) => !columns.some((column) => column.id === id));
  if (unknown !== undefined)
    throw invalidArgument(`Formula "${formula}" reads {${unknown}}, which is not a column of the board`);
  return settings;
}

/**
 * formula: read-only, `value` and `text` null as on monday.com, `display_value` worked out on read.
 * `handlerOf` gives the other types' handlers (the registry), which read the referenced values.
 */
export function formulaColumn(handlerOf: HandlerOf): ColumnTypeHandler<null> {
  return {
    ...computed('formula', 'FormulaValue', {
      text: () => null,
      value: () => null,
      fields: { display_value: (_stored, column, read) => displayValue(column, read, handlerOf) },
    }),
    checkSettings,
  };
}
