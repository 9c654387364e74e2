import { parse } from 'graphql';
import { errors } from 'undici';
import { formatError } from '@workapi/errors';
import { RequestTimeoutError } from './subgraph-fetcher';
import { failureOf, unavailableAnswer } from './unavailable';

const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });

describe('a subgraph fetch that failed', () => {
  it('tells a refused connection or a draining 503 (nothing ran) from a timeout (it may have run)', () => {
    expect(failureOf(refused)).toBe('refused');
    expect(failureOf({ name: 'Error', extensions: { response: { status: 503 } } })).toBe('refused');
    expect(failureOf(Object.assign(new Error('late'), { name: 'TimeoutError' }))).toBe('lost');
    expect(failureOf(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } }))).toBe(
      'lost',
    );
    expect(failureOf({ name: 'Error', extensions: { response: { status: 500 } } })).toBe('fault');
  });

  it("reads undici's errors: a connection never made sent nothing, a broken one may have", () => {
    const socketError = (code: string) =>
      Object.assign(new Error(`connect ${code} 127.0.0.1:4002`), { code });
    expect(failureOf(socketError('ECONNREFUSED'))).toBe('refused');
    expect(failureOf(new errors.ConnectTimeoutError())).toBe('refused');
    expect(failureOf(new RequestTimeoutError('The request ran out of time'))).toBe('refused');
    expect(failureOf(new errors.SocketError('other side closed'))).toBe('lost');
    expect(failureOf(socketError('ECONNRESET'))).toBe('lost');
    expect(failureOf(new errors.HeadersTimeoutError())).toBe('lost');
    expect(failureOf(new DOMException('The subgraph did not answer in time', 'TimeoutError'))).toBe('lost');
  });

  it('answers an error at each root field the fetch was to fill, with the reason to retry', () => {
    const answer = unavailableAnswer(
      parse('query Q { items(ids: [1]) { id } alias: items_page { cursor } __typename }'),
      {},
      'refused',
    );
    expect(answer.data).toBeNull();
    expect(answer.errors.map((error) => error.path)).toEqual([['items'], ['alias']]);
    expect(answer.errors[0].message).toMatch(/^Temporarily unavailable: .* Retry the request shortly\.$/);
    expect(answer.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it("answers an entity fetch at each entity's own fields, through fragments, not at the keys it was given", () => {
    const document = parse(`query ($representations: [_Any!]!) {
      _entities(representations: $representations) {
        ... on Board { items_page { cursor } ...more }
        ... on Item { column_values { id } }
      }
    }
    fragment more on Board { items_count }`);
    const answer = unavailableAnswer(
      document,
      {
        representations: [
          { __typename: 'Board', id: '1' },
          { __typename: 'Item', id: '7', column_values: null },
          { __typename: 'Board', id: '2' },
        ],
      },
      'lost',
    );
    expect(answer.errors.map((error) => error.path)).toEqual([
      ['_entities', 0, 'items_page'],
      ['_entities', 0, 'items_count'],
      ['_entities', 2, 'items_page'],
      ['_entities', 2, 'items_count'],
    ]);
  });

  it('says whether a mutation may have been made, and the client sees that message, never a cause', () => {
    const mutation = parse('mutation { create_item(board_id: 1, item_name: "x") { id } }');
    const notMade = unavailableAnswer(mutation, {}, 'refused').errors[0];
    const maybeMade = unavailableAnswer(mutation, {}, 'lost').errors[0];
    expect(notMade.message).toContain('the change was not made');
    expect(maybeMade.message).toContain('may or may not have been made');
    for (const error of [notMade, maybeMade])
      expect(formatError({ ...error, extensions: { ...error.extensions, serviceName: 'items' } })).toEqual({
        message: error.message,
        path: ['create_item'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    const fault = unavailableAnswer(mutation, {}, 'fault').errors[0];
    expect(fault.message).toBe('Internal server error');
  });
});
