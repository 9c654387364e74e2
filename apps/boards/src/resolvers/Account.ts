import { planOf } from '@workapi/accounts';
import type { AccountResolvers } from '../generated/graphql';

/** An account's name as it would appear in a link: lowercase letters and digits, dashes between words. */
export const slugOf = (account: { _id: string; name: string }): string =>
  account.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || account._id;

export const Account = {
  id: (account) => account._id,
  slug: (account) => slugOf(account),
  plan: (account) => planOf(account.tier),
  products: (account) => [{ id: account._id, kind: 'core', default_workspace_id: null }],
  logo: () => null,
  country_code: () => null,
  first_day_of_the_week: (account) => account.first_day_of_the_week ?? 'sunday',
  show_timeline_weekends: (account) => account.show_timeline_weekends ?? true,
  active_members_count: (account, _, context) => context.accounts.users.activeMembers(account._id),
  sign_up_product_kind: () => 'core',
} satisfies AccountResolvers;
