// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module (the package has no types) that libs compiling only their own src must see too
/// <reference path="./hot-formula-parser.d.ts" />
import { Parser } from 'hot-formula-parser';
import { isoDate, MAX_TEXT, MONDAY_FUNCTIONS } from './formula-functions';
import type { FormulaOperand } from './types';

/**
 * monday.com's formula language is Excel's (operators `=`, `<>`, `&`, quoted strings, IF, ROUND,
 * LEFT ...) plus `{column_id}` references and a few functions of its own (formula-functions.ts).
 * hot-formula-parser parses and evaluates the Excel part with formula.js's functions; a
 * reference becomes a variable the parser asks for while it evaluates.
 */

/**
 * The functions of monday.com's formula library. formula.js has hundreds more; those stay out,
 * as on monday.com, and so do their costs (NETWORKDAYS walking every day of 8,000 years took 4 s).
 */
const FUNCTIONS = new Set([
  ...['IF', 'AND', 'OR', 'XOR', 'NOT', 'SWITCH', 'EXACT'],
  ...['ABS', 'AVERAGE', 'COUNT', 'DIVIDE', 'LOG', 'MAX', 'MIN', 'MINUS', 'MOD', 'MROUND', 'MULTIPLY'],
  ...['PI', 'POWER', 'ROUND', 'ROUNDDOWN', 'ROUNDUP', 'SQRT', 'SUM'],
  ...['CONCATENATE', 'LEFT', 'LEN', 'LOWER', 'REPLACE', 'REPT', 'RIGHT', 'SEARCH', 'SUBSTITUTE'],
  ...['TRIM', 'UPPER'],
  ...['DATE', 'DAY', 'DAYS', 'HOUR', 'ISOWEEKNUM', 'MINUTE', 'MONTH', 'NOW', 'SECOND', 'WEEKDAY'],
  ...['WEEKNUM', 'YEAR'],
  ...Object.keys(MONDAY_FUNCTIONS),
]);

/**
 * The longest formula taken (monday.com takes 10,000 characters). The parser's lexer costs about
 * the square of the length on every evaluation: 4,000 characters took 80 ms an item.
 */
const MAX_FORMULA_LENGTH = 1_000;

/** A `{column_id}` reference; braces inside a quoted string are text, not a reference. */
const REFERENCE = /\{([^{}]*)\}/g;
const QUOTED = /("(?:[^"]|"")*")/;
const CALL = /([A-Za-z_][\w.]*)\s*\(/g;

export interface ParsedFormula {
  /** The formula with each reference replaced by the variable `REF_<n>`. */
  expression: string;
  /** The column ids referenced, `REF_<n>` reading the n-th. */
  references: string[];
  /** Why it is not evaluated whatever the values (too long, a function monday.com lacks), or null. */
  refused: string | null;
}

export function parseFormula(formula: string): ParsedFormula {
  // Refused before any scan: the scans below cost more than the length.
  if (formula.length > MAX_FORMULA_LENGTH)
    return { expression: '', references: [], refused: `it is longer than ${MAX_FORMULA_LENGTH} characters` };
  const references: string[] = [];
  const unknownFunctions: string[] = [];
  const reference = (_whole: string, id: string) => {
    const known = references.indexOf(id.trim());
    if (known >= 0) return `REF_${known}`;
    references.push(id.trim());
    return `REF_${references.length - 1}`;
  };
  const expression = formula
    .split(QUOTED)
    .map((part, index) => {
      // split with a capture group puts the quoted strings at the odd indexes.
      if (index % 2 === 1) return part;
      for (const [, name] of part.matchAll(CALL))
        if (!FUNCTIONS.has(name.toUpperCase())) unknownFunctions.push(name);
      return part.replace(REFERENCE, reference);
    })
    .join('');
  const refused =
    unknownFunctions.length > 0
      ? `${unknownFunctions[0]} is not a function of monday.com's formula library`
      : null;
  return { expression, references, refused };
}

/**
 * How a result reads in `display_value`: monday.com shows truths as true/false, dates as days.
 * Throws `Error('VALUE')` for what cannot be shown (an invalid date, a text past MAX_TEXT).
 */
function display(result: unknown): string {
  if (result == null) return '';
  if (result instanceof Date) return isoDate(result);
  // Twelve significant digits hide binary noise (0.1 + 0.2 reads 0.3).
  if (typeof result === 'number') return String(Number(result.toPrecision(12)));
  const text = String(result);
  if (text.length > MAX_TEXT) throw new Error('VALUE');
  return text;
}

/**
 * One parser with monday.com's functions, reused for every evaluation (building one costs several
 * times an evaluation). Evaluation is synchronous and a formula's operands are worked out before
 * it runs, so one parser serves one formula at a time.
 */
export class FormulaEngine {
  private readonly parser = new Parser();
  private operands: readonly FormulaOperand[] = [];

  constructor() {
    for (const [name, fn] of Object.entries(MONDAY_FUNCTIONS)) this.parser.setFunction(name, fn);
    this.parser.on('callVariable', (name, done) => {
      const match = /^REF_(\d+)$/.exec(name);
      if (match) done(this.operands[Number(match[1])]);
    });
  }

  /**
   * The answer of a formula over its references' operands, as `display_value` shows it: '' on an
   * error, and for a formula `problem` refuses (one stored before the check, or not through it).
   */
  evaluate(formula: ParsedFormula, operands: readonly FormulaOperand[]): string {
    if (formula.refused) return '';
    return this.answer(formula.expression, operands).shown ?? '';
  }

  /** Why the formula cannot be evaluated whatever the values (bad syntax, unknown function), or null. */
  problem(formula: string): string | null {
    const parsed = parseFormula(formula);
    if (parsed.refused) return parsed.refused;
    // Other errors (#VALUE!, #DIV/0!) come of the values read, here all empty.
    const { error } = this.answer(
      parsed.expression,
      parsed.references.map(() => ''),
    );
    if (error === '#ERROR!') return 'it is not a valid formula';
    if (error === '#NAME?') return 'it names a column without {braces}, or something unknown';
    return null;
  }

  /** The parser's error, or the result as shown (an unshowable one is `#VALUE!`). */
  private answer(
    expression: string,
    operands: readonly FormulaOperand[],
  ): { error: string | null; shown?: string } {
    this.operands = operands;
    try {
      const { error, result } = this.parser.parse(expression);
      return error ? { error } : { error: null, shown: display(result) };
    } catch {
      return { error: '#VALUE!' };
    } finally {
      this.operands = [];
    }
  }
}
