/** Why an account operation was refused; the admin CLI turns each into its exit code. */
export type RefusalKind = 'not_found' | 'conflict' | 'invalid';

/** An account operation refused for a reason its caller can fix (an unknown id, a name taken). */
export class AccountsRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'AccountsRefusal';
  }
}

export const accountNotFound = (reference: string) =>
  new AccountsRefusal('not_found', `no account with id or name "${reference}"`);
export const userNotFound = (id: string) => new AccountsRefusal('not_found', `no user with id "${id}"`);
export const tokenNotFound = (id: string) => new AccountsRefusal('not_found', `no token with id "${id}"`);
export const accountExists = (name: string) =>
  new AccountsRefusal('conflict', `an account named "${name}" exists already`);
export const emailTaken = (email: string, account: string) =>
  new AccountsRefusal('conflict', `account ${account} has a user with email ${email} already`);
export const invalidValue = (message: string) => new AccountsRefusal('invalid', message);
export const teamNotFound = (id: string) => new AccountsRefusal('not_found', `no team with id "${id}"`);
export const workspaceNotFound = (id: string) =>
  new AccountsRefusal('not_found', `no workspace with id "${id}"`);
export const folderNotFound = (id: string) => new AccountsRefusal('not_found', `no folder with id "${id}"`);
