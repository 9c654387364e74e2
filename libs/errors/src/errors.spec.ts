import { GraphQLError } from 'graphql';
import {
  clientRejection,
  columnValueInvalid,
  DomainError,
  formatError,
  invalidArgument,
  itemNameTooLong,
  rejectionError,
} from './errors';

describe('formatError', () => {
  it('keeps message, locations, path and public extensions of contract errors', () => {
    // As Apollo hands it over: graphql-js wrapped the thrown refusal, Apollo added its own fields.
    const thrown = new GraphQLError('Name must be between 1 and 255 characters long', {
      originalError: itemNameTooLong(),
    });
    const formatted = formatError(
      {
        message: thrown.message,
        locations: [{ line: 2, column: 3 }],
        path: ['create_item'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'], serviceName: 'items' },
      },
      thrown,
    );
    expect(formatted).toEqual({
      message: 'Name must be between 1 and 255 characters long',
      locations: [{ line: 2, column: 3 }],
      path: ['create_item'],
      extensions: { code: 'ItemNameTooLongException' },
    });
  });

  it('turns anything unexpected into a bare internal error that leaks nothing', () => {
    const formatted = formatError({
      message: 'MongoServerError: E11000 duplicate key at mongodb://10.0.0.5:27017',
      path: ['boards'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['Error: at /srv/app.js:1'] },
    });
    expect(formatted).toEqual({
      message: 'Internal server error',
      path: ['boards'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(formatError({ message: 'boom' })).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('keeps the public details of a domain refusal and passes codes coming back from a subgraph', () => {
    const refusal = columnValueInvalid('status', 'Unknown label');
    expect(formatError({ message: 'Unknown label' }, refusal)).toEqual({
      message: 'Unknown label',
      extensions: { code: 'ColumnValueException', error_data: { column_type: 'status' } },
    });
    expect(
      formatError({ message: 'bad', extensions: { code: 'InvalidArgumentException', secret: 1 } }),
    ).toEqual({
      message: 'bad',
      extensions: { code: 'InvalidArgumentException' },
    });
  });

  it('sends a refusal through an internal endpoint and raises it again unchanged on the other side', () => {
    const rejection = clientRejection(invalidArgument('limit must be between 1 and 500, got 0'));
    expect(rejection).toEqual({
      message: 'limit must be between 1 and 500, got 0',
      extensions: { code: 'InvalidArgumentException' },
    });
    const again = rejectionError(rejection!);
    expect(again).toBeInstanceOf(DomainError);
    expect([again.code, again.message]).toEqual(['InvalidArgumentException', rejection!.message]);
    expect(clientRejection(new Error('driver exploded'))).toBeUndefined();
  });
});
