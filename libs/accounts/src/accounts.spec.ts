import type { Db } from 'mongodb';
import { AccountsRepository } from './accounts';

describe('account, user and tier values', () => {
  // Bad values are refused before the database is asked anything.
  const untouchable = {
    collection: () =>
      new Proxy(
        {},
        {
          get: () => () => {
            throw new Error('the database was asked');
          },
        },
      ),
  } as unknown as Db;
  const repository = new AccountsRepository(untouchable);
  const refusal = (message: RegExp) =>
    expect.objectContaining({ kind: 'invalid', message: expect.stringMatching(message) });

  it('refuse an unknown tier, naming the tiers', async () => {
    await expect(repository.createAccount('acme', 'gold')).rejects.toEqual(
      refusal(/tier must be one of free, standard, pro, enterprise/),
    );
    await expect(repository.setTier('acme', 'gold')).rejects.toEqual(refusal(/tier must be one of/));
  });

  it('refuse empty and digits-only account names, and bad emails', async () => {
    await expect(repository.createAccount('  ', 'pro')).rejects.toEqual(refusal(/1 to 255 characters/));
    await expect(repository.createAccount('12345', 'pro')).rejects.toEqual(refusal(/more than digits/));
    await expect(repository.createUser('acme', { name: 'Ann', email: 'ann' })).rejects.toEqual(
      refusal(/not an email address/),
    );
    await expect(repository.createUser('acme', { name: '', email: 'a@b.c' })).rejects.toEqual(
      refusal(/user name must be 1 to 255/),
    );
  });
});
