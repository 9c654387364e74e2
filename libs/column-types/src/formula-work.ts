import { invalidArgument } from '@workapi/errors';

/** monday.com's limit: the display_value of at most five formula columns a request. */
export const MAX_FORMULA_COLUMNS = 5;

/**
 * What a request may spend evaluating formulas, in units of one short formula. The parser's lexer
 * costs about the square of a formula's length (formula-language.ts), so a 1,000-character
 * formula costs 101 units: 5,000 units are five short formulas on each of 500 items (the largest
 * page) twice over, or about 50 of the longest, a few hundred milliseconds of this process's time.
 */
const MAX_UNITS = 5_000;

/**
 * The formulas one request evaluates, kept by the request (`ReadContext.formulas`): the columns it
 * asks display_value of, and the work of every evaluation, its formulas' formulas included.
 */
export class FormulaWork {
  private readonly columns = new Set<string>();
  private units = 0;

  /** A formula column whose display_value the request asks for. */
  asked(columnId: string): void {
    this.columns.add(columnId);
    if (this.columns.size > MAX_FORMULA_COLUMNS)
      throw invalidArgument(
        `A request may read the display_value of at most ${MAX_FORMULA_COLUMNS} formula columns; ask for the others in another request`,
      );
  }

  /** One evaluation of a formula of this length. */
  evaluates(length: number): void {
    this.units += 1 + (length / 100) ** 2;
    if (this.units > MAX_UNITS)
      throw invalidArgument(
        'The formulas of this request need more work than one request may do; ask for fewer items or formula columns',
      );
  }
}
