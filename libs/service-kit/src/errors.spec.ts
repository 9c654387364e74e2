import { GraphQLError } from 'graphql';
import { formatError, invalidArgument, itemNameTooLong } from './errors';

describe('formatError', () => {
  it('keeps message, locations, path and public extensions of contract errors', () => {
    const error = itemNameTooLong();
    const formatted = formatError({
      message: error.message,
      locations: [{ line: 2, column: 3 }],
      path: ['create_item'],
      extensions: { ...error.extensions, stacktrace: ['at x'], serviceName: 'items' },
    });
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

  it('is what typed constructors produce errors for', () => {
    const error: GraphQLError = invalidArgument('limit must be between 1 and 500, got 0');
    expect(error.extensions.code).toBe('InvalidArgumentException');
  });
});
