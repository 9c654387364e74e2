import { invalidArgument } from '@workapi/errors';
import { valueKey, type ColumnDefinition, type ColumnType } from './columns';
import { computed } from './computed';
import { FormulaEngine, parseFormula } from './formula-language';
import type { ColumnTypeHandler, FormulaOperand } from './types';
import type { ReadContext } from './view';

/** Formulas reading formulas are followed this deep, so one that reads itself ends. */
const MAX_DEPTH = 10;

/** The formula of a column's settings (`settings_str` `{"formula": "…"}`), '' when it has none. */
const formulaOf = (column: ColumnDefinition): string =>
  typeof column.settings.formula === 'string' ? column.settings.formula : '';

const engine = new FormulaEngine();

type HandlerOf = (type: ColumnType) => ColumnTypeHandler;

/** `display_value`: the formula over the item's other values (read.row), nothing asked of another process. */
function displayValue(column: ColumnDefinition, read: ReadContext, handlerOf: HandlerOf, depth = 0): string {
  const formula = formulaOf(column);
  if (!formula.trim()) return '';
  const parsed = parseFormula(formula);
  const operands = parsed.references.map((id): FormulaOperand => {
    const referenced = read.row?.columns.find((candidate) => candidate.id === id);
    if (!referenced) return '';
    if (referenced.type === 'formula')
      return depth < MAX_DEPTH ? displayValue(referenced, read, handlerOf, depth + 1) : '';
    const handler = handlerOf(referenced.type);
    const stored = read.row?.values[valueKey(referenced)] ?? null;
    return handler.formulaOperand
      ? handler.formulaOperand(stored, referenced, read)
      : (handler.text(stored, referenced, read) ?? '');
  });
  return engine.evaluate(parsed, operands);
}

/** A formula given at create_column (`defaults`) must evaluate and read only the board's columns. */
function checkSettings(settings: Record<string, unknown>, columns: readonly ColumnDefinition[]): void {
  const formula = settings.formula;
  if (formula == null || formula === '') return;
  if (typeof formula !== 'string') throw invalidArgument('The formula setting must be a string');
  const problem = engine.problem(formula);
  if (problem) throw invalidArgument(`Formula "${formula}" cannot be used: ${problem}`);
  const unknown = parseFormula(formula).references.find((id) => !columns.some((column) => column.id === id));
  if (unknown !== undefined)
    throw invalidArgument(`Formula "${formula}" reads {${unknown}}, which is not a column of the board`);
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
