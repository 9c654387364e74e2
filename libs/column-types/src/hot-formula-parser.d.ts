// hot-formula-parser ships no types: what libs/column-types uses of it.
declare module 'hot-formula-parser' {
  /** An Excel formula evaluator: `error` is an Excel error ('#NAME?', '#VALUE!' ...) or null. */
  export class Parser {
    parse(expression: string): { error: string | null; result: unknown };
    setFunction(name: string, fn: (args: unknown[]) => unknown): this;
    on(event: 'callVariable', listener: (name: string, done: (value: unknown) => void) => void): this;
  }
}
