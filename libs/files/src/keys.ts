import { randomBytes } from 'node:crypto';

/**
 * Keys of stored files: `<account>/<epoch ms>-<random>`, plus `.thumb` for an image's thumbnail.
 * The account prefix lets a link check its account and the sweep walk one account at a time; the
 * time lets the sweep spare a file whose upload may still be writing its record.
 */
const KEY = /^([A-Za-z0-9_-]{1,64})\/(\d{13})-([a-f0-9]{32})(\.thumb)?$/;

export function assetKey(accountId: string, now = Date.now()): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(accountId))
    throw new Error(`account id ${accountId} cannot name a file key`);
  return `${accountId}/${now}-${randomBytes(16).toString('hex')}`;
}

export const thumbnailKey = (key: string) => `${key}.thumb`;

/** A key this product made, read back: its account, when it was made and the original's key; null otherwise. */
export function parseKey(key: string): { accountId: string; createdAt: number; originalKey: string } | null {
  const match = KEY.exec(key);
  if (!match) return null;
  return {
    accountId: match[1],
    createdAt: Number(match[2]),
    originalKey: `${match[1]}/${match[2]}-${match[3]}`,
  };
}
