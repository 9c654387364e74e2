import { createHash } from 'node:crypto';
import { hashToken, newToken } from './tokens';

describe('API tokens', () => {
  it('carry their public id after the wa_ prefix, and 256 random bits after it', () => {
    const { id, token } = newToken();
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(token.startsWith(`wa_${id}_`)).toBe(true);
    const secret = token.slice(`wa_${id}_`.length);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const many = new Set(Array.from({ length: 1_000 }, () => newToken().token));
    expect(many.size).toBe(1_000);
  });

  it('are stored as their SHA-256 digest', () => {
    const { token } = newToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });
});
