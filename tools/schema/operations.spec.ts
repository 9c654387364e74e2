import { join } from 'node:path';
import { operationsInSource, repositoryOperations } from './operations';

const texts = (code: string) => operationsInSource('example.ts', code).map((found) => found.text);

describe('operationsInSource', () => {
  it('finds operations in string literals and templates without interpolations, with their lines', () => {
    const code = [
      "const ME = '{ me { id name } }';",
      'const q = `query Boards {',
      '  boards { id }',
      '}`;',
      "client.request('mutation { archive_board(board_id: 1) { id } }');",
    ].join('\n');
    expect(operationsInSource('example.ts', code)).toEqual([
      { line: 1, text: '{ me { id name } }' },
      { line: 2, text: 'query Boards {\n  boards { id }\n}' },
      { line: 5, text: 'mutation { archive_board(board_id: 1) { id } }' },
    ]);
  });

  it('keeps only executable documents: not SDL, not prose, not JSON', () => {
    expect(
      texts(`
        const sdl = 'type Query { a: Int }';
        const prose = 'the board {name} was archived';
        const json = '{"status": {"label": "Done"}}';
        const fragmentOnly = 'fragment F on Board { id }';
        const op = '{ boards { ...F } } fragment F on Board { id }';
      `),
    ).toEqual(['{ boards { ...F } } fragment F on Board { id }']);
  });

  it('inlines the file’s own string and number constants into templates, recursively', () => {
    expect(
      texts(`
        const FIELDS = 'id text';
        const VALUES = \`column_values { \${FIELDS} }\`;
        const PAGE = 500;
        run(\`query ($b: [ID!]) { boards(ids: $b) { items_page(limit: \${PAGE}) { items { \${VALUES} } } } }\`);
      `),
    ).toEqual([
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 500) { items { column_values { id text } } } } }',
    ]);
  });

  it('puts 0 for any other interpolation: kept where a value may stand, dropped where it cannot parse', () => {
    expect(
      texts(`
        run(\`{ boards(ids: \${board.id}) { id } }\`);
        run(\`mutation { create_item(board_id: 1, item_name: "\${name}") { id } }\`);
        run(\`mutation ($b: ID!) { \${fields.join('\\n')} }\`);
      `),
    ).toEqual(['{ boards(ids: 0) { id } }', 'mutation { create_item(board_id: 1, item_name: "0") { id } }']);
  });

  it('looks into expressions inside templates too', () => {
    expect(texts("const s = `${run('{ me { id } }')} done`;")).toEqual(['{ me { id } }']);
  });
});

describe('repositoryOperations', () => {
  it('finds the e2e suite’s and the seed tool’s operations, named by file and line', () => {
    const operations = repositoryOperations(join(__dirname, '..', '..'));
    const sources = new Set(operations.map((operation) => operation.source));
    expect(sources).toEqual(new Set(['tests', 'seed']));
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations)
      expect(operation.id).toMatch(/^(apps\/e2e\/src|tools\/seed)\/.+\.ts:\d+$/);
  });
});
