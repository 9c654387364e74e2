import { cursorKeys } from '@workapi/cursor';
import { openCursor, queryDigest, scopeDigest, sealCursor, type CursorPayload } from './cursor';
import { normalizeQuery } from './query';

const keys = cursorKeys('first-secret');
const caller = { accountId: '1', userId: '2' };
const query = normalizeQuery({ boards: ['10'], rules: [{ column_id: 'status', compare_value: [1] }] });
const scope = {};
const payload: CursorPayload = {
  snapshot: 'snap',
  position: 25,
  length: 100,
  account: '1',
  user: '2',
  query: queryDigest('1', scope, query),
  scope: scopeDigest('1', scope),
};

describe('cursors', () => {
  it('open to the payload they were sealed with, for the user who got them', () => {
    expect(openCursor(keys, sealCursor(keys, payload), caller, {})).toEqual(payload);
  });

  it('refuse tampering, other keys, another account or another user, with CursorException', () => {
    const cursor = sealCursor(keys, payload);
    const [kid, body, mac] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, position: 0 })).toString('base64url');
    for (const [bad, who] of [
      [`${kid}.${forged}.${mac}`, caller],
      [sealCursor(cursorKeys('another-secret'), payload), caller],
      [cursor, { accountId: '9', userId: '2' }],
      [cursor, { accountId: '1', userId: '3' }],
      [`${kid}.${body}`, caller],
    ] as const) {
      expect(() => openCursor(keys, bad, who, {})).toThrow(
        expect.objectContaining({ extensions: { code: 'CursorException' } }),
      );
    }
  });

  it('accept the same query_params in another key order, and refuse different ones', () => {
    const cursor = sealCursor(keys, payload);
    const same = normalizeQuery({ rules: [{ compare_value: [1], column_id: 'status' }], boards: ['10'] });
    expect(openCursor(keys, cursor, caller, { scope, query: same }).position).toBe(25);
    const other = normalizeQuery({ boards: ['10'], rules: [{ column_id: 'status', compare_value: [2] }] });
    expect(() => openCursor(keys, cursor, caller, { scope, query: other })).toThrow(
      'The cursor was made by a different query; send the same query_params, or none, with it',
    );
  });

  it('refuse a board’s cursor on another board', () => {
    const onBoard = { ...payload, scope: scopeDigest('1', { board: '10' }) };
    const cursor = sealCursor(keys, onBoard);
    expect(openCursor(keys, cursor, caller, { scope: { board: '10' } }).position).toBe(25);
    expect(() => openCursor(keys, cursor, caller, { scope: { board: '11' } })).toThrow(
      'The cursor belongs to another board or group',
    );
  });
});
