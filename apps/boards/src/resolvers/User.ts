import { utcHoursDiff, type UserRecord } from '@workapi/accounts';
import { resourceNotFound } from '@workapi/errors';
import type { UserResolvers } from '../generated/graphql';
import { usersOf, type BoardsContext } from '../context';
import { teamsOf } from './teams';

const day = (date: Date | undefined) => (date ? date.toISOString().slice(0, 10) : null);

/** The caller's account: users are only ever read within it. */
export async function accountOf(context: BoardsContext) {
  const account = await context.account?.();
  if (!account) throw resourceNotFound('Account', context.caller?.accountId ?? '');
  return account;
}

/** A detail the user keeps in its profile, or null. */
const detail =
  (field: keyof NonNullable<UserRecord['profile']>) =>
  (user: UserRecord): string | null =>
    user.profile?.[field] ?? null;

/** Profile pictures are not kept: null, as monday.com answers for a user without one. */
const noPhoto = () => null;

export const User = {
  __resolveReference: (reference, context) => usersOf(context).load(String(reference.id)),
  id: (user) => user._id,
  account: (_, __, context) => accountOf(context),
  account_products: (user) => [{ id: user.account_id, kind: 'core', default_workspace_id: null }],
  birthday: detail('birthday'),
  country_code: detail('country_code'),
  created_at: (user) => day(user.created_at),
  current_language: () => 'en',
  custom_field_metas: () => [],
  custom_field_values: () => [],
  enabled: (user) => user.enabled !== false,
  encrypt_api_token: () => null,
  is_admin: (user) => user.role === 'admin',
  is_guest: (user) => user.role === 'guest',
  is_pending: (user) => user.pending === true,
  is_verified: (user) => user.pending !== true,
  is_view_only: (user) => user.role === 'viewer',
  join_date: (user) => user.profile?.join_date ?? day(user.created_at),
  last_activity: (user) => day(user.last_activity),
  location: detail('location'),
  mobile_phone: detail('mobile_phone'),
  out_of_office: () => null,
  phone: detail('phone'),
  photo_original: noPhoto,
  photo_small: noPhoto,
  photo_thumb: noPhoto,
  photo_thumb_small: noPhoto,
  photo_tiny: noPhoto,
  sign_up_product_kind: () => 'core',
  teams: (user, args, context) => teamsOf(context, args.ids, user),
  time_zone_identifier: detail('time_zone_identifier'),
  title: detail('title'),
  url: (user, _, context) => `${context.publicUrl}/users/${user._id}`,
  utc_hours_diff: (user) => utcHoursDiff(user.profile?.time_zone_identifier),
} satisfies UserResolvers;
