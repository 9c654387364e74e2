import type { WebhookResolvers } from '../generated/graphql';

export const Webhook = {
  id: (view) => view.record._id,
  board_id: (view) => view.record.board_id,
  event: (view) => view.record.event,
  config: (view) => (view.record.config ? JSON.stringify(view.record.config) : null),
  signing_secret: (view) => (view.showSecret ? view.record.signing_secret : null),
} satisfies WebhookResolvers;
