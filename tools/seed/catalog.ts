// What the seed makes: board templates, the columns every demo board gets, and each item's name
// and values, drawn from a pseudo-random stream keyed by (seed, board, item) so that any item can
// be made again, identically, on its own (which is what resuming relies on).

export interface ColumnSpec {
  id: string;
  title: string;
  type: string;
  /** Settings for create_column's `defaults`. */
  settings?: Record<string, unknown>;
  /** One of the columns create_board makes: only its title is set. */
  builtIn?: boolean;
}

const PRIORITIES = ['Critical', 'High', 'Medium', 'Low'];
const PRIORITY_COLORS = ['#333333', '#401694', '#5559df', '#579bfc'];
const TAGS = ['Frontend', 'Backend', 'Design', 'Docs', 'Infra', 'Research', 'Legal', 'Finance'];

/** The columns of every demo board, in board order: one of each common type. */
export const COLUMNS: ColumnSpec[] = [
  { id: 'person', title: 'Owner', type: 'people', builtIn: true },
  { id: 'status', title: 'Status', type: 'status', builtIn: true },
  { id: 'date4', title: 'Due date', type: 'date', builtIn: true },
  {
    id: 'priority',
    title: 'Priority',
    type: 'status',
    settings: {
      labels: Object.fromEntries(PRIORITIES.map((label, index) => [String(index), label])),
      labels_colors: Object.fromEntries(
        PRIORITY_COLORS.map((color, index) => [String(index), { color, border: color }]),
      ),
    },
  },
  { id: 'timeline', title: 'Timeline', type: 'timeline' },
  {
    id: 'estimate',
    title: 'Estimate',
    type: 'numbers',
    settings: { unit: { symbol: 'h', direction: 'right' } },
  },
  { id: 'reference', title: 'Reference', type: 'text' },
  { id: 'notes', title: 'Notes', type: 'long_text' },
  {
    id: 'tags',
    title: 'Tags',
    type: 'dropdown',
    settings: { labels: TAGS.map((name, index) => ({ id: index + 1, name })) },
  },
  { id: 'approved', title: 'Approved', type: 'checkbox' },
  { id: 'contact', title: 'Contact', type: 'email' },
  { id: 'phone', title: 'Phone', type: 'phone' },
  { id: 'link', title: 'Link', type: 'link' },
  { id: 'impact', title: 'Impact', type: 'rating', settings: { max: 5 } },
];

interface Template {
  name: string;
  code: string;
  /** Group titles, top to bottom; the last one holds finished work. */
  groups: string[];
  verbs: string[];
  subjects: string[];
  linkText: string;
}

const TEMPLATES: Template[] = [
  {
    name: 'Product roadmap',
    code: 'RM',
    groups: ['Backlog', 'Up next', 'In progress', 'Shipped'],
    verbs: ['Design', 'Build', 'Spec out', 'Review', 'Polish', 'Test', 'Ship', 'Measure'],
    subjects: [
      'dark mode',
      'SSO login',
      'the billing page',
      'CSV export',
      'mobile onboarding',
      'search filters',
      'the audit log',
      'team permissions',
      'the usage dashboard',
      'email digests',
      'the public API',
      'two-factor sign-in',
      'bulk editing',
      'the Slack integration',
      'saved views',
    ],
    linkText: 'Spec',
  },
  {
    name: 'Marketing campaigns',
    code: 'MK',
    groups: ['Ideas', 'Planned', 'Running', 'Wrapped up'],
    verbs: ['Plan', 'Draft', 'Launch', 'Review', 'Budget', 'Report on', 'Translate', 'Schedule'],
    subjects: [
      'the spring newsletter',
      'the webinar series',
      'the product launch video',
      'the partner co-marketing kit',
      'paid search ads',
      'the customer case study',
      'the conference booth',
      'the referral programme',
      'the pricing page copy',
      'social posts for Q3',
      'the brand refresh',
      'the podcast sponsorship',
    ],
    linkText: 'Brief',
  },
  {
    name: 'Customer onboarding',
    code: 'CO',
    groups: ['Kick-off', 'Setup', 'Training', 'Live'],
    verbs: ['Schedule', 'Prepare', 'Run', 'Follow up on', 'Confirm', 'Document', 'Hand over'],
    subjects: [
      'the kick-off call',
      'the data import',
      'admin training',
      'the SSO setup',
      'the success plan',
      'the sandbox account',
      'the integration review',
      'the go-live checklist',
      'the first business review',
      'user invitations',
    ],
    linkText: 'Account',
  },
  {
    name: 'Bug tracker',
    code: 'BG',
    groups: ['New', 'Triaged', 'Fixing', 'Resolved'],
    verbs: ['Fix', 'Reproduce', 'Investigate', 'Add a test for', 'Patch', 'Verify'],
    subjects: [
      'the login timeout',
      'a crash on export',
      'wrong totals in reports',
      'slow board loading',
      'broken links in emails',
      'a missing translation',
      'duplicate notifications',
      'the date picker on Safari',
      'an upload failure',
      'a memory leak in sync',
    ],
    linkText: 'Ticket',
  },
  {
    name: 'Hiring pipeline',
    code: 'HR',
    groups: ['Sourcing', 'Interviews', 'Offer', 'Hired'],
    verbs: ['Screen', 'Interview', 'Check references for', 'Send an offer to', 'Onboard', 'Call'],
    subjects: [
      'the backend engineer',
      'the product designer',
      'the sales lead',
      'the data analyst',
      'the support agent',
      'the engineering manager',
      'the recruiter',
      'the finance intern',
    ],
    linkText: 'Profile',
  },
  {
    name: 'Event planning',
    code: 'EV',
    groups: ['To book', 'Booked', 'On the day', 'Done'],
    verbs: ['Book', 'Confirm', 'Order', 'Arrange', 'Print', 'Send'],
    subjects: [
      'the venue',
      'catering',
      'the keynote speaker',
      'badges',
      'the AV equipment',
      'hotel rooms',
      'invitations',
      'the photographer',
      'shuttle buses',
      'the after-party',
    ],
    linkText: 'Booking',
  },
];

export interface BoardPlan {
  /** 0-based position among the seeded boards. */
  index: number;
  name: string;
  description: string;
  groups: string[];
  template: Template;
}

/** The boards a seed of `count` boards makes: the templates in turn, numbered once they repeat. */
export function boardPlans(count: number): BoardPlan[] {
  return Array.from({ length: count }, (_, index) => {
    const template = TEMPLATES[index % TEMPLATES.length];
    const round = Math.floor(index / TEMPLATES.length);
    return {
      index,
      name: `${template.name}${round > 0 ? ` ${round + 1}` : ''} (demo)`,
      description: `Demo data made by npm run seed: ${template.name.toLowerCase()}.`,
      groups: template.groups,
      template,
    };
  });
}

// ---- the pseudo-random stream ----

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: small, fast and good enough for demo data. */
function stream(key: string) {
  let state = hash(key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

// ---- items ----

const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Emma',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kofi',
  'Lena',
];
const LAST_NAMES = [
  'Silva',
  'Okafor',
  'Martin',
  'Patel',
  'Novak',
  'Kim',
  'Haddad',
  'Berg',
  'Rossi',
  'Tanaka',
];
const DOMAINS = ['example.com', 'example.org', 'example.net'];
/** Country code, dialling prefix, digits after it. */
const PHONES: Array<[string, string, number]> = [
  ['US', '+1', 10],
  ['GB', '+44', 10],
  ['DE', '+49', 10],
  ['FR', '+33', 9],
  ['BR', '+55', 11],
  ['JP', '+81', 10],
  ['IN', '+91', 10],
];
const NOTES = [
  'Waiting on feedback from the client before the next step.',
  'Blocked by the contract review; legal expects to answer this week.',
  'Scope agreed in the last sync. Keep the first version small.',
  'Numbers look good so far, see the linked sheet for details.',
  'Needs a second pair of eyes before it goes out.',
  'Moved from last quarter. Check whether it is still needed.',
  'Dependencies are done; only the final review is left.',
];
const ITEM_STATUSES = ['Working on it', 'Stuck'];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface ItemContext {
  seed: string;
  /** The day dates are spread around (YYYY-MM-DD): the day the run started. */
  anchorDay: string;
  /** Ids of the account's users, who own items. */
  userIds: string[];
}

export interface ItemPlan {
  name: string;
  /** Title of the group the item goes into. */
  group: string;
  /** create_item's column_values, by column id. */
  values: Record<string, unknown>;
}

/** The n-th item (0-based) of a board; its name ends with its number, `#n+1`. */
export function itemAt(board: BoardPlan, n: number, ctx: ItemContext): ItemPlan {
  const { template } = board;
  const r = stream(`${ctx.seed}/${board.index}/${n}`);
  const groupIndex = r.int(0, template.groups.length - 1);
  const finished = groupIndex === template.groups.length - 1;
  const anchor = Date.parse(`${ctx.anchorDay}T00:00:00Z`);
  const due = anchor + r.int(finished ? -60 : -10, finished ? 0 : 90) * DAY_MS;
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const [country, prefix, digits] = r.pick(PHONES);
  const values: Record<string, unknown> = {
    status:
      finished || r.chance(0.2) ? { label: 'Done' } : r.chance(0.8) ? { label: r.pick(ITEM_STATUSES) } : null,
    date4: { date: isoDay(due) },
    priority: { label: r.pick(PRIORITIES) },
    timeline: { from: isoDay(due - r.int(2, 21) * DAY_MS), to: isoDay(due) },
    estimate: String(r.int(1, 16) * (r.chance(0.3) ? 5 : 1)),
    reference: `${template.code}-${1000 + n}`,
    tags: { ids: [...new Set([r.int(1, TAGS.length), r.int(1, TAGS.length)])] },
    approved: r.chance(0.5) ? { checked: 'true' } : null,
    contact: r.chance(0.7)
      ? { email: `${slug(first)}.${slug(last)}@${r.pick(DOMAINS)}`, text: `${first} ${last}` }
      : null,
    phone: r.chance(0.5)
      ? {
          phone: prefix + Array.from({ length: digits }, (_, i) => r.int(i === 0 ? 2 : 0, 9)).join(''),
          countryShortName: country,
        }
      : null,
    link: r.chance(0.6)
      ? { url: `https://example.com/${slug(template.name)}/${n + 1}`, text: template.linkText }
      : null,
    notes: r.chance(0.35) ? { text: r.pick(NOTES) } : null,
    impact: { rating: r.int(1, 5) },
  };
  if (ctx.userIds.length > 0 && r.chance(0.85)) {
    const owners = new Set([r.pick(ctx.userIds), ...(r.chance(0.2) ? [r.pick(ctx.userIds)] : [])]);
    values.person = { personsAndTeams: [...owners].map((id) => ({ id: Number(id), kind: 'person' })) };
  }
  for (const key of Object.keys(values)) if (values[key] === null) delete values[key];
  return {
    name: `${r.pick(template.verbs)} ${r.pick(template.subjects)} #${n + 1}`,
    group: template.groups[groupIndex],
    values,
  };
}

/** Items numbered below this on each board get updates: a few, as on a real board. */
export const ITEMS_WITH_UPDATES = 5;

const UPDATE_BODIES = [
  '<p>Kicked this off with the team: <b>scope agreed</b>, first draft by Friday.</p>',
  '<p>Shared the notes from the review:</p><ul><li>tighten the copy</li><li>check the numbers</li></ul>',
  '<p>Blocked on the contract review. <i>Legal expects to answer this week.</i></p>',
  '<p>Status: on track. See <a href="https://example.com/plan">the plan</a> for dates.</p>',
  '<p>Moved the due date after the sync; nothing else changes.</p>',
];
const REPLY_BODIES = [
  'Thanks, looks good to me.',
  'I can take the numbers part.',
  '<p>Agreed. <b>Let us keep it small.</b></p>',
  'Will check and come back tomorrow.',
];

export interface UpdatePlan {
  /** HTML, as create_update takes it. */
  body: string;
  replies: string[];
}

/** The updates the n-th item gets, oldest first: one or two on the first items, each maybe with a reply. */
export function updatesAt(board: BoardPlan, n: number, ctx: ItemContext): UpdatePlan[] {
  if (n >= ITEMS_WITH_UPDATES) return [];
  const r = stream(`${ctx.seed}/${board.index}/${n}/updates`);
  // Two updates of one item never share a body: a request's Idempotency-Key comes from its content.
  const first = r.int(0, UPDATE_BODIES.length - 1);
  const picked = r.chance(0.5)
    ? [first]
    : [first, (first + r.int(1, UPDATE_BODIES.length - 1)) % UPDATE_BODIES.length];
  return picked.map((index) => ({
    body: UPDATE_BODIES[index],
    replies: r.chance(0.6) ? [r.pick(REPLY_BODIES)] : [],
  }));
}

/** The 0-based number of a seeded item from its name, or null for an item the seed did not make. */
export function itemNumber(name: string): number | null {
  const match = / #([1-9]\d{0,6})$/.exec(name);
  return match ? Number(match[1]) - 1 : null;
}

// ---- subitems ----

/** Items that get subitems: every tenth of a board, at most this many per board. */
export const SUBITEM_PARENTS = 30;
const SUBITEM_STEPS = [
  'Draft',
  'Review',
  'Sign off',
  'Test',
  'Write up',
  'Check the numbers',
  'Get feedback',
  'Hand over',
];

/** The numbers (0-based) of a board's items that get subitems, for a board of `items` items. */
export function subitemParents(items: number): number[] {
  return Array.from({ length: Math.min(SUBITEM_PARENTS, Math.ceil(items / 10)) }, (_, k) => k * 10);
}

export interface SubitemPlan {
  /** Unique among its parent's subitems: `<step> (k/count)`. */
  name: string;
  /** create_subitem's column_values, by column id of the subitems board (Owner, Status, Date). */
  values: Record<string, unknown>;
}

/** The subitems of the n-th item of a board: one to three steps, with an owner, a status and a date. */
export function subitemsAt(board: BoardPlan, n: number, ctx: ItemContext): SubitemPlan[] {
  const r = stream(`${ctx.seed}/${board.index}/${n}/subitems`);
  const count = r.int(1, 3);
  const anchor = Date.parse(`${ctx.anchorDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, k) => {
    const values: Record<string, unknown> = {
      status: { label: r.pick(['Done', 'Working on it', 'Stuck']) },
      date0: { date: isoDay(anchor + r.int(-10, 30) * DAY_MS) },
    };
    if (ctx.userIds.length > 0) {
      values.person = { personsAndTeams: [{ id: Number(r.pick(ctx.userIds)), kind: 'person' }] };
    }
    return { name: `${r.pick(SUBITEM_STEPS)} (${k + 1}/${count})`, values };
  });
}
