import { parse, type OperationDefinitionNode } from 'graphql';
import { unstorableArgument, unstorableCharacter } from './strings';

/** The refusal's message and locations for a document and its variables, or undefined. */
function refusalOf(text: string, variables?: Record<string, unknown>, operationName?: string) {
  const document = parse(text);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition' &&
      (!operationName || definition.name?.value === operationName),
  )!;
  const error = unstorableArgument(document, operation, variables);
  return error && { message: error.message, locations: error.locations };
}

describe('unstorableCharacter', () => {
  it('finds NUL and lone surrogates, and passes whole pairs and other control characters', () => {
    expect(unstorableCharacter('a\u0000b')).toBe('U+0000');
    expect(unstorableCharacter('half \ud83d of a pair')).toBe('U+D83D');
    expect(unstorableCharacter('\ude00 trailing half')).toBe('U+DE00');
    expect(unstorableCharacter('emoji \ud83d\ude00, tab\t, bell\u0007, é')).toBeUndefined();
  });
});

describe('unstorableArgument', () => {
  it('names the argument of a literal, wherever in lists and input objects it sits, with its place', () => {
    expect(refusalOf('mutation { create_update(item_id: 1, body: "a\\u0000b") { id } }')).toEqual({
      message: 'body holds a character that cannot be stored (U+0000)',
      locations: [{ line: 1, column: 38 }],
    });
    expect(
      refusalOf(
        '{ items_page_by_column_values(board_id: 1, columns: [{column_id: "name", column_values: ["ok", "\\u0000"]}]) { items { id } } }',
      )?.message,
    ).toBe('columns holds a character that cannot be stored (U+0000)');
    expect(refusalOf('{ ...F } fragment F on Query { items(ids: ["\\u0000"]) { id } }')?.message).toMatch(
      /^ids /,
    );
  });

  it('names the argument that uses a variable, or the variable when several arguments do', () => {
    const lookup =
      'query ($c: [ItemsPageByColumnValuesQuery!]) { items_page_by_column_values(board_id: 1, columns: $c) { items { id } } }';
    expect(refusalOf(lookup, { c: [{ column_id: 'name', column_values: ['ok', 'a\u0000'] }] })?.message).toBe(
      'columns holds a character that cannot be stored (U+0000)',
    );
    expect(refusalOf('mutation ($i: ID!) { delete_webhook(id: $i) { id } }', { i: '\ud800' })?.message).toBe(
      'id holds a character that cannot be stored (U+D800)',
    );
    // In an object key too: a JSON column value's keys are stored as they are.
    expect(
      refusalOf(
        'mutation ($v: JSON) { create_item(board_id: 1, item_name: "x", column_values: $v) { id } }',
        { v: { 'k\u0000': 1 } },
      )?.message,
    ).toMatch(/^column_values /);
    const twice =
      'mutation ($s: String!) { a: create_item(board_id: 1, item_name: $s) { id } b: create_update(item_id: 1, body: $s) { id } }';
    expect(refusalOf(twice, { s: '\u0000' })?.message).toMatch(/^\$s /);
    const byDefault = 'query ($c: String = "\\u0000") { items_page(cursor: $c) { cursor } }';
    expect(refusalOf(byDefault, {})?.message).toMatch(/^cursor /);
    expect(refusalOf(byDefault, { c: 'given' })).toBeUndefined();
  });

  it('passes clean strings, unused request variables and other operations of the document', () => {
    const text =
      'query Clean ($s: String) { items_page(cursor: $s) { cursor } } query Dirty { items_page(cursor: "\\u0000") { cursor } }';
    expect(refusalOf(text, { s: 'fine \ud83d\ude00', unused: '\u0000' }, 'Clean')).toBeUndefined();
    expect(refusalOf(text, {}, 'Dirty')?.message).toMatch(/^cursor /);
  });

  it('walks deep and long variable values without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const query =
      'mutation ($v: JSON) { create_item(board_id: 1, item_name: "x", column_values: $v) { id } }';
    expect(refusalOf(query, { v: deep })?.message).toMatch(/^column_values /);
    expect(refusalOf(query, { v: new Array(1_000_000).fill(0) })).toBeUndefined();
  });

  it('checks the variables of every request of one parsed document (its literals looked at once)', () => {
    const document = parse(
      'mutation ($s: String!) { create_item(board_id: 1, item_name: $s) { id } b: create_update(item_id: 1, body: "ok") { id } }',
    );
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(unstorableArgument(document, operation, { s: 'clean' })).toBeUndefined();
    expect(unstorableArgument(document, operation, { s: 'a\u0000' })?.message).toMatch(/^item_name /);
    expect(unstorableArgument(document, operation, { s: 'clean again' })).toBeUndefined();
    const dirty = parse('{ items_page(cursor: "\\u0000") { cursor } }');
    const first = unstorableArgument(dirty, dirty.definitions[0] as OperationDefinitionNode, {});
    const second = unstorableArgument(dirty, dirty.definitions[0] as OperationDefinitionNode, {});
    expect(second?.message).toBe(first?.message);
    expect(second).not.toBe(first);
  });
});
