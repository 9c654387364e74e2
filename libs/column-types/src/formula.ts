import { invalidArgument } from '@workapi/errors';
import { valueKey, type ColumnDefinition, type ColumnType } from './columns';
import { computed } from './computed';
import { LRUCache } from 'lru-cache';
import { FormulaEngine, parseFormula, type ParsedFormula } from './formula-language';
import type { ColumnTypeHandler, FormulaOperand } from './types';
import type { ReadContext } from './view';

/** The formula of a column's settings (`settings_str` `{"formula": "…"}`), '' when it has none. */
const formulaOf = (column: ColumnDefinition): string =>
  typeof column.settings.formula === 'string' ? column.settings.formula : '';

const engine = new FormulaEngine();

/** Each formula parsed once, not once an item: the parse scans the whole text. */
const parsedFormulas = new LRUCache<string, ParsedFormula>({ max: 2_000 });
const parsedOf = (formula: string): ParsedFormula => {
  let parsed = parsedFormulas.get(formula);
  if (!parsed) parsedFormulas.set(formula, (parsed = parseFormula(formula)));
  return parsed;
};

/**
 * Each item's formula answers, kept while its row is read: a formula read by others, or asked for
 * beside them, is worked out once an item, not once a column asked for.
 */
const answersOfRow = new WeakMap<object, Map<string, string>>();

type HandlerOf = (type: ColumnType) => ColumnTypeHandler;

/**
 * `display_value`: the formula over the item's other values (read.row), nothing asked of another
 * process. A formula that reads itself, however indirectly, reads nothing there; an answer cut so
 * is not kept, since it depends on where the reading started. The request's work is counted
 * (`read.formulas`, formula-work.ts).
 */
function displayValue(column: ColumnDefinition, read: ReadContext, handlerOf: HandlerOf): string {
  read.formulas?.asked(column.id);
  const row = read.row;
  let answers = row ? answersOfRow.get(row) : undefined;
  if (row && !answers) answersOfRow.set(row, (answers = new Map()));
  const answer = (
    formulaColumn: ColumnDefinition,
    path: ReadonlySet<string>,
  ): { text: string; cut: boolean } => {
    // By column and formula: a column's formula is the board's to change.
    const key = `${formulaColumn.id}\u0000${formulaOf(formulaColumn)}`;
    const known = answers?.get(key);
    if (known !== undefined) return { text: known, cut: false };
    const parsed = parsedOf(formulaOf(formulaColumn));
    let cut = false;
    const operands = parsed.references.map((id): FormulaOperand => {
      const referenced = row?.columns.find((candidate) => candidate.id === id);
      if (!referenced) return '';
      if (path.has(referenced.id)) {
        cut = true;
        return '';
      }
      if (referenced.type === 'formula') {
        const inner = answer(referenced, new Set([...path, referenced.id]));
        cut ||= inner.cut;
        return inner.text;
      }
      const handler = handlerOf(referenced.type);
      const stored = row?.values[valueKey(referenced)] ?? null;
      return handler.formulaOperand
        ? handler.formulaOperand(stored, referenced, read)
        : (handler.text(stored, referenced, read) ?? '');
    });
    if (!parsed.refused) read.formulas?.evaluates(formulaOf(formulaColumn).length);
    const text = engine.evaluate(parsed, operands);
    if (!cut) answers?.set(key, text);
    return { text, cut };
  };
  return answer(column, new Set([column.id])).text;
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
