import { PLAN_SEATS, ROLE_OF_BASE_ROLE, type UserRecord, type UsersChanged } from '@workapi/accounts';
import { AUDIT_EVENTS, type AuditEvent } from '@workapi/audit';
import { forbidden, invalidArgument } from '@workapi/errors';
import type { MutationResolvers } from '../generated/graphql';
import { adminOf, usersOf, type BoardsContext } from '../context';
import { accountOf } from './User';

/** A batch result as monday.com words it: the users changed under `key`, and the errors. */
const answered = <K extends string, C extends string>(key: K, { users, errors }: UsersChanged<C>) =>
  ({ [key]: users, errors }) as { [P in K]: UsersChanged<C>['users'] } & {
    errors: UsersChanged<C>['errors'];
  };

/** Records, in the audit log, a change the caller made to these users (none changed: nothing). */
async function audited(
  context: BoardsContext,
  event: AuditEvent,
  users: UserRecord[],
  data: Record<string, unknown> = {},
): Promise<void> {
  if (users.length > 0 && context.caller)
    await context.audit.record(context.caller, event, { user_ids: users.map((user) => user._id), ...data });
}

/** The account's users: who may use it, with what role, and their details (admins manage them). */
export const userMutations = {
  async activate_users(_, args, context) {
    const admin = adminOf(context);
    const changed = await context.accounts.users.setEnabled(
      admin.accountId,
      admin.userId,
      args.user_ids,
      true,
    );
    await audited(context, AUDIT_EVENTS.userActivated, changed.users);
    return answered('activated_users', changed);
  },

  /** Their tokens are refused from the gateway's next token check, within its 5 s cache. */
  async deactivate_users(_, args, context) {
    const admin = adminOf(context);
    const changed = await context.accounts.users.setEnabled(
      admin.accountId,
      admin.userId,
      args.user_ids,
      false,
    );
    await audited(context, AUDIT_EVENTS.userDeactivated, changed.users);
    return answered('deactivated_users', changed);
  },

  async update_users_role(_, args, context) {
    const admin = adminOf(context);
    if (args.role_id != null)
      throw invalidArgument('Custom roles are not kept by this server: send new_role');
    if (!args.new_role) throw invalidArgument('new_role is required');
    const role = ROLE_OF_BASE_ROLE[args.new_role];
    const changed = await context.accounts.users.setRoles(admin.accountId, admin.userId, args.user_ids, role);
    await audited(context, AUDIT_EVENTS.userRoleChanged, changed.users, { role });
    return answered('updated_users', changed);
  },

  /** Admins change anyone's details; any other user only its own, all or nothing. */
  async update_multiple_users(_, args, context) {
    const caller = context.caller;
    if (!caller) throw forbidden('This operation needs an authenticated user');
    if (caller.role !== 'admin' && args.user_updates.some((update) => update.user_id !== caller.userId))
      throw forbidden("Only an admin of the account may change another user's details");
    const changed = await context.accounts.users.updateAttributes(
      caller.accountId,
      args.user_updates.map((update) => ({
        userId: String(update.user_id),
        attributes: Object.fromEntries(
          Object.entries(update.user_attribute_updates).filter(([, value]) => value != null),
        ),
      })),
    );
    usersOf(context).clearAll();
    await audited(context, AUDIT_EVENTS.userDetailsChanged, changed.users);
    return answered('updated_users', changed);
  },

  /** Pending users of the role asked (member by default), within the plan's seats. */
  async invite_users(_, args, context) {
    const admin = adminOf(context);
    const account = await accountOf(context);
    const role = ROLE_OF_BASE_ROLE[args.user_role ?? 'MEMBER'];
    const { users, errors } = await context.accounts.users.invite(
      admin.accountId,
      args.emails,
      role,
      PLAN_SEATS[account.tier],
    );
    await audited(context, AUDIT_EVENTS.userInvited, users, { role });
    return {
      invited_users: users,
      errors: errors.map((error) => ({ code: 'ERROR' as const, message: error.message, email: error.email })),
    };
  },
} satisfies MutationResolvers;
