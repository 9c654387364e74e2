import { parse, type OperationDefinitionNode } from 'graphql';
import { operationLabels, outcomeOf } from './operations';

function validated(source: string) {
  const document = parse(source);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  )!;
  return { document, operation };
}

describe('operationLabels', () => {
  it('names the type and the first root field as the schema names it, whatever the client called things', () => {
    expect(operationLabels(validated('query MyVeryOwnName { mine: boards { id } me { id } }'))).toEqual({
      operation_type: 'query',
      root_field: 'boards',
    });
    expect(
      operationLabels(validated('mutation { ...Make } fragment Make on Mutation { create_item { id } }')),
    ).toEqual({ operation_type: 'mutation', root_field: 'create_item' });
    expect(operationLabels(validated('{ ... on Query { items_page { cursor } } }'))).toEqual({
      operation_type: 'query',
      root_field: 'items_page',
    });
  });

  it('says unknown for an operation that was not validated', () => {
    expect(operationLabels(null)).toEqual({ operation_type: 'unknown', root_field: 'unknown' });
  });
});

describe('outcomeOf', () => {
  const error = (code?: string) => ({ message: 'x', ...(code ? { extensions: { code } } : {}) });

  it('tells executed answers apart: ok, with errors, failed', () => {
    expect(outcomeOf(200, { data: { me: null } })).toBe('ok');
    expect(outcomeOf(200, { data: { item: null }, errors: [error('InvalidArgumentException')] })).toBe(
      'error',
    );
    expect(outcomeOf(200, { data: { item: null }, errors: [error('INTERNAL_SERVER_ERROR')] })).toBe('failed');
    expect(outcomeOf(200, { data: null, errors: [error()] })).toBe('failed');
  });

  it('tells unexecuted answers apart: invalid, unauthenticated, rejected, failed', () => {
    expect(outcomeOf(200, { errors: [error('GRAPHQL_VALIDATION_FAILED')] })).toBe('invalid');
    expect(outcomeOf(400, { errors: [error('GRAPHQL_PARSE_FAILED')] })).toBe('invalid');
    expect(outcomeOf(401, { errors: [error('UserUnauthorizedException')] })).toBe('unauthenticated');
    expect(outcomeOf(429, { errors: [error('RATE_LIMIT_EXCEEDED')] })).toBe('rejected');
    expect(outcomeOf(200, { errors: [error('MAX_COMPLEXITY_EXCEEDED')] })).toBe('rejected');
    expect(outcomeOf(503, { errors: [error('INTERNAL_SERVER_ERROR')] })).toBe('failed');
  });
});
