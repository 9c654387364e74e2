import { columnOf } from '@workapi/testing';
import type { ColumnType } from './columns';
import { COLUMN_TYPES, type Directory, type ReadContext, type WriteContext } from '.';

const NOW = new Date('2026-06-03T10:00:00.000Z');
const CHANGED = NOW.toISOString();

const columnOfType = (type: ColumnType, settings: Record<string, unknown> = {}) =>
  columnOf('c', type, settings);

const STATUS = {
  labels: { '0': 'Working on it', '1': 'Done', '2': 'Stuck' },
  done_colors: [1],
  labels_colors: { '1': { color: '#00c875', border: '#00b461' } },
};
const DROPDOWN = {
  labels: [
    { id: 1, name: 'Cookie' },
    { id: 2, name: 'Cupcake' },
  ],
};
/** The account's tags: two public ones, one of board 10 (every column's here) and one of board 11. */
const TAGS = new Map([
  ['9000001', { name: 'urgent', color: '#e2445c', board_id: null }],
  ['9000002', { name: 'backend', color: '#0086c0', board_id: null }],
  ['9000003', { name: 'Secret', color: '#a25ddc', board_id: '10' }],
  ['9000004', { name: 'elsewhere', color: '#579bfc', board_id: '11' }],
]);
/** Users 2 and 3, the team 7000001, and the tags above. */
const DIRECTORY: Directory = {
  users: new Map([
    ['2', 'Ann Example'],
    ['3', 'Bo Builder'],
  ]),
  teams: new Map([['7000001', 'Core']]),
  tags: TAGS,
};
const read: ReadContext = {
  item: {
    id: '2000000001',
    created_at: new Date('2026-06-01T09:30:00.000Z'),
    updated_at: new Date('2026-06-02T17:45:12.000Z'),
    creator_id: '2',
    updater_id: '3',
    group_id: 'topics',
  },
  directory: DIRECTORY,
};
const SETTINGS: Partial<Record<ColumnType, Record<string, unknown>>> = {
  status: STATUS,
  dropdown: DROPDOWN,
};

/** Writes `input` in the given form and renders the stored value as the API would. */
function roundTrip(
  type: ColumnType,
  form: 'json' | 'simple',
  input: unknown,
  options: Partial<WriteContext> = {},
) {
  const handler = COLUMN_TYPES[type];
  const column = columnOfType(type, SETTINGS[type]);
  const ctx: WriteContext = {
    createLabelsIfMissing: false,
    now: NOW,
    directory: DIRECTORY,
    ...options,
  };
  const parsed =
    form === 'json' ? handler.fromJson(input, column, ctx) : handler.fromSimple(input as string, column, ctx);
  const after = parsed.settings ? { ...column, settings: parsed.settings } : column;
  const fields = Object.fromEntries(
    Object.entries(handler.fields).map(([name, render]) => [name, render(parsed.stored, after, read)]),
  );
  const value = handler.value(parsed.stored, after, read);
  return {
    stored: parsed.stored,
    settings: parsed.settings,
    text: handler.text(parsed.stored, after, read),
    value: value == null ? null : JSON.stringify(value),
    fields,
  };
}

function rejection(type: ColumnType, form: 'json' | 'simple', input: unknown): unknown {
  try {
    roundTrip(type, form, input);
  } catch (error) {
    return error;
  }
  return 'accepted';
}

describe('column value writes and rendering (monday.com formats)', () => {
  // [type, form, input, text, value (JSON string or null), typed fields]
  const accepted: Array<
    [ColumnType, 'json' | 'simple', unknown, string, string | null, Record<string, unknown>]
  > = [
    ['text', 'simple', 'Hello world', 'Hello world', '"Hello world"', {}],
    [
      'long_text',
      'json',
      { text: 'Line one\nLine two' },
      'Line one\nLine two',
      JSON.stringify({ text: 'Line one\nLine two', changed_at: CHANGED }),
      { updated_at: CHANGED },
    ],
    [
      'long_text',
      'simple',
      'Plain',
      'Plain',
      JSON.stringify({ text: 'Plain', changed_at: CHANGED }),
      { updated_at: CHANGED },
    ],
    ['numbers', 'simple', '3.50', '3.5', '"3.5"', { direction: null, number: 3.5, symbol: null }],
    ['numbers', 'simple', '-12', '-12', '"-12"', { direction: null, number: -12, symbol: null }],
    [
      'status',
      'json',
      { label: 'Done' },
      'Done',
      JSON.stringify({ index: 1, post_id: null, changed_at: CHANGED }),
      {
        updated_at: CHANGED,
        update_id: null,
        index: 1,
        label: 'Done',
        is_done: true,
        label_style: { color: '#00c875', border: '#00b461' },
      },
    ],
    [
      'status',
      'json',
      { index: 2 },
      'Stuck',
      JSON.stringify({ index: 2, post_id: null, changed_at: CHANGED }),
      { updated_at: CHANGED, update_id: null, index: 2, label: 'Stuck', is_done: false, label_style: null },
    ],
    [
      'status',
      'simple',
      'working on it',
      'Working on it',
      JSON.stringify({ index: 0, post_id: null, changed_at: CHANGED }),
      {
        updated_at: CHANGED,
        update_id: null,
        index: 0,
        label: 'Working on it',
        is_done: false,
        label_style: null,
      },
    ],
    [
      'date',
      'json',
      { date: '2026-06-03', time: '13:25:00' },
      '2026-06-03 13:25',
      JSON.stringify({ date: '2026-06-03', time: '13:25:00', changed_at: CHANGED }),
      { updated_at: CHANGED, icon: null, date: '2026-06-03', time: '13:25:00' },
    ],
    [
      'date',
      'simple',
      '2026-02-28',
      '2026-02-28',
      JSON.stringify({ date: '2026-02-28', time: null, changed_at: CHANGED }),
      { updated_at: CHANGED, icon: null, date: '2026-02-28', time: null },
    ],
    [
      'date',
      'simple',
      '2026-02-28 08:05',
      '2026-02-28 08:05',
      JSON.stringify({ date: '2026-02-28', time: '08:05:00', changed_at: CHANGED }),
      { updated_at: CHANGED, icon: null, date: '2026-02-28', time: '08:05:00' },
    ],
    [
      'people',
      'json',
      { personsAndTeams: [{ id: 2, kind: 'person' }] },
      'Ann Example',
      JSON.stringify({ personsAndTeams: [{ id: 2, kind: 'person' }], changed_at: CHANGED }),
      { updated_at: CHANGED, persons_and_teams: [{ id: 2, kind: 'person' }] },
    ],
    [
      'people',
      'simple',
      '2, 2',
      'Ann Example',
      JSON.stringify({ personsAndTeams: [{ id: 2, kind: 'person' }], changed_at: CHANGED }),
      { updated_at: CHANGED, persons_and_teams: [{ id: 2, kind: 'person' }] },
    ],
    [
      'people',
      'json',
      {
        personsAndTeams: [
          { id: 2, kind: 'person' },
          { id: '7000001', kind: 'team' },
        ],
      },
      'Ann Example, Core',
      JSON.stringify({
        personsAndTeams: [
          { id: 2, kind: 'person' },
          { id: 7000001, kind: 'team' },
        ],
        changed_at: CHANGED,
      }),
      {
        updated_at: CHANGED,
        persons_and_teams: [
          { id: 2, kind: 'person' },
          { id: 7000001, kind: 'team' },
        ],
      },
    ],
    [
      'checkbox',
      'json',
      { checked: 'true' },
      'v',
      JSON.stringify({ checked: 'true', changed_at: CHANGED }),
      { updated_at: CHANGED, checked: true },
    ],
    [
      'checkbox',
      'json',
      { checked: true },
      'v',
      JSON.stringify({ checked: 'true', changed_at: CHANGED }),
      { updated_at: CHANGED, checked: true },
    ],
    ['checkbox', 'json', { checked: 'false' }, '', null, { updated_at: null, checked: false }],
    [
      'dropdown',
      'json',
      { labels: ['Cupcake', 'Cookie'] },
      'Cupcake, Cookie',
      JSON.stringify({ ids: [2, 1], changed_at: CHANGED }),
      {
        values: [
          { id: 2, label: 'Cupcake' },
          { id: 1, label: 'Cookie' },
        ],
      },
    ],
    [
      'dropdown',
      'json',
      { ids: [1] },
      'Cookie',
      JSON.stringify({ ids: [1], changed_at: CHANGED }),
      { values: [{ id: 1, label: 'Cookie' }] },
    ],
    [
      'dropdown',
      'simple',
      'Cookie, Cupcake',
      'Cookie, Cupcake',
      JSON.stringify({ ids: [1, 2], changed_at: CHANGED }),
      {
        values: [
          { id: 1, label: 'Cookie' },
          { id: 2, label: 'Cupcake' },
        ],
      },
    ],
    [
      'timeline',
      'json',
      { from: '2026-06-03', to: '2026-06-07' },
      '2026-06-03 - 2026-06-07',
      JSON.stringify({ from: '2026-06-03', to: '2026-06-07', changed_at: CHANGED }),
      { updated_at: CHANGED, visualization_type: null, from: '2026-06-03', to: '2026-06-07' },
    ],
    [
      'timeline',
      'simple',
      '2026-06-03 - 2026-06-07',
      '2026-06-03 - 2026-06-07',
      JSON.stringify({ from: '2026-06-03', to: '2026-06-07', changed_at: CHANGED }),
      { updated_at: CHANGED, visualization_type: null, from: '2026-06-03', to: '2026-06-07' },
    ],
    [
      'email',
      'json',
      { email: 'ann@example.com', text: 'Ann' },
      'Ann - ann@example.com',
      JSON.stringify({ email: 'ann@example.com', text: 'Ann', changed_at: CHANGED }),
      { updated_at: CHANGED, email: 'ann@example.com', label: 'Ann' },
    ],
    [
      'email',
      'simple',
      'ann@example.com',
      'ann@example.com',
      JSON.stringify({ email: 'ann@example.com', text: 'ann@example.com', changed_at: CHANGED }),
      { updated_at: CHANGED, email: 'ann@example.com', label: 'ann@example.com' },
    ],
    [
      'link',
      'json',
      { url: 'https://monday.com', text: 'go to monday!' },
      'go to monday! - https://monday.com',
      JSON.stringify({ url: 'https://monday.com', text: 'go to monday!', changed_at: CHANGED }),
      { updated_at: CHANGED, url: 'https://monday.com', url_text: 'go to monday!' },
    ],
    [
      'link',
      'simple',
      'https://monday.com go there',
      'go there - https://monday.com',
      JSON.stringify({ url: 'https://monday.com', text: 'go there', changed_at: CHANGED }),
      { updated_at: CHANGED, url: 'https://monday.com', url_text: 'go there' },
    ],
    [
      'phone',
      'json',
      { phone: '+1 202 555 0169', countryShortName: 'US' },
      '+12025550169',
      JSON.stringify({ phone: '+12025550169', countryShortName: 'US', changed_at: CHANGED }),
      { updated_at: CHANGED, phone: '+12025550169', country_short_name: 'US' },
    ],
    [
      'phone',
      'simple',
      '+4930123456 de',
      '+4930123456',
      JSON.stringify({ phone: '+4930123456', countryShortName: 'DE', changed_at: CHANGED }),
      { updated_at: CHANGED, phone: '+4930123456', country_short_name: 'DE' },
    ],
    [
      'rating',
      'json',
      { rating: 4 },
      '4',
      JSON.stringify({ rating: 4, changed_at: CHANGED }),
      { updated_at: CHANGED, rating: 4 },
    ],
    [
      'rating',
      'simple',
      '5',
      '5',
      JSON.stringify({ rating: 5, changed_at: CHANGED }),
      { updated_at: CHANGED, rating: 5 },
    ],
    [
      'tags',
      'json',
      { tag_ids: [9000002, '9000003'] },
      'backend, Secret',
      JSON.stringify({ tag_ids: [9000002, 9000003] }),
      {
        tag_ids: [9000002, 9000003],
        tags: [
          { id: 9000002, name: 'backend', color: '#0086c0' },
          { id: 9000003, name: 'Secret', color: '#a25ddc' },
        ],
      },
    ],
    [
      'tags',
      'simple',
      'URGENT, secret',
      'urgent, Secret',
      JSON.stringify({ tag_ids: [9000001, 9000003] }),
      {
        tag_ids: [9000001, 9000003],
        tags: [
          { id: 9000001, name: 'urgent', color: '#e2445c' },
          { id: 9000003, name: 'Secret', color: '#a25ddc' },
        ],
      },
    ],
    [
      'country',
      'json',
      { countryCode: 'DE', countryName: 'Germany' },
      'Germany',
      JSON.stringify({ countryCode: 'DE', countryName: 'Germany', changed_at: CHANGED }),
      { updated_at: CHANGED, country: { code: 'DE', name: 'Germany' } },
    ],
    [
      'country',
      'simple',
      'us',
      'United States',
      JSON.stringify({ countryCode: 'US', countryName: 'United States', changed_at: CHANGED }),
      { updated_at: CHANGED, country: { code: 'US', name: 'United States' } },
    ],
    [
      'hour',
      'json',
      { hour: 16, minute: 42 },
      '16:42',
      JSON.stringify({ hour: 16, minute: 42, changed_at: CHANGED }),
      { updated_at: CHANGED, hour: 16, minute: 42 },
    ],
    [
      'hour',
      'simple',
      '9:05',
      '09:05',
      JSON.stringify({ hour: 9, minute: 5, changed_at: CHANGED }),
      { updated_at: CHANGED, hour: 9, minute: 5 },
    ],
    [
      'week',
      'json',
      { week: { startDate: '2026-06-01', endDate: '2026-06-07' } },
      '2026-06-01 - 2026-06-07',
      JSON.stringify({ week: { startDate: '2026-06-01', endDate: '2026-06-07' }, changed_at: CHANGED }),
      { start_date: '2026-06-01', end_date: '2026-06-07' },
    ],
    [
      'team',
      'json',
      { team_id: 7000001 },
      'Core',
      JSON.stringify({ team_id: 7000001, changed_at: CHANGED }),
      { team_id: 7000001, updated_at: CHANGED },
    ],
    [
      'team',
      'simple',
      '7000001',
      'Core',
      JSON.stringify({ team_id: 7000001, changed_at: CHANGED }),
      { team_id: 7000001, updated_at: CHANGED },
    ],
    [
      'location',
      'simple',
      '29.9772962 31.1324955 Giza Pyramid Complex',
      'Giza Pyramid Complex',
      JSON.stringify({
        lat: 29.9772962,
        lng: 31.1324955,
        address: 'Giza Pyramid Complex',
        placeId: null,
        changed_at: CHANGED,
      }),
      {
        address: 'Giza Pyramid Complex',
        lat: 29.9772962,
        lng: 31.1324955,
        place_id: null,
        city: null,
        city_short: null,
        country: null,
        country_short: null,
        street: null,
        street_short: null,
        street_number: null,
        street_number_short: null,
        updated_at: CHANGED,
      },
    ],
    [
      'location',
      'json',
      {
        lat: '48.8584',
        lng: '2.2945',
        address: 'Champ de Mars, Paris',
        placeId: 'ChIJLU7jZClu5kcR4PcOOO6p3I0',
        city: { long_name: 'Paris', short_name: 'Paris' },
        country: { long_name: 'France', short_name: 'FR' },
        street: 'Avenue Anatole France',
        streetNumber: '5',
      },
      'Champ de Mars, Paris',
      JSON.stringify({
        lat: 48.8584,
        lng: 2.2945,
        address: 'Champ de Mars, Paris',
        placeId: 'ChIJLU7jZClu5kcR4PcOOO6p3I0',
        city: { long_name: 'Paris', short_name: 'Paris' },
        country: { long_name: 'France', short_name: 'FR' },
        street: { long_name: 'Avenue Anatole France', short_name: 'Avenue Anatole France' },
        streetNumber: { long_name: '5', short_name: '5' },
        changed_at: CHANGED,
      }),
      {
        address: 'Champ de Mars, Paris',
        lat: 48.8584,
        lng: 2.2945,
        place_id: 'ChIJLU7jZClu5kcR4PcOOO6p3I0',
        city: 'Paris',
        city_short: 'Paris',
        country: 'France',
        country_short: 'FR',
        street: 'Avenue Anatole France',
        street_short: 'Avenue Anatole France',
        street_number: '5',
        street_number_short: '5',
        updated_at: CHANGED,
      },
    ],
    [
      'world_clock',
      'json',
      { timezone: 'europe/london' },
      'Europe/London',
      JSON.stringify({ timezone: 'Europe/London', changed_at: CHANGED }),
      { timezone: 'Europe/London', updated_at: CHANGED },
    ],
    [
      'color_picker',
      'json',
      { color: '#61B927' },
      '#61b927',
      JSON.stringify({ color: { hex: '#61b927' }, changed_at: CHANGED }),
      { color: '#61b927', updated_at: CHANGED },
    ],
    [
      'color_picker',
      'json',
      { color: { hex: '#ff5733', hsl: { h: 11, s: 100, l: 60 } } },
      '#ff5733',
      JSON.stringify({ color: { hex: '#ff5733' }, changed_at: CHANGED }),
      { color: '#ff5733', updated_at: CHANGED },
    ],
    [
      'person',
      'json',
      { id: 2 },
      'Ann Example',
      JSON.stringify({ id: 2, changed_at: CHANGED }),
      { person_id: '2', updated_at: CHANGED },
    ],
    [
      'person',
      'simple',
      '3',
      'Bo Builder',
      JSON.stringify({ id: 3, changed_at: CHANGED }),
      { person_id: '3', updated_at: CHANGED },
    ],
  ];

  it.each(accepted)('%s %s %j', (type, form, input, text, value, fields) => {
    const result = roundTrip(type, form, input);
    expect(result.text).toBe(text);
    expect(result.value).toBe(value);
    expect(result.fields).toEqual(fields);
  });

  const rejected: Array<[ColumnType, 'json' | 'simple', unknown]> = [
    ['text', 'json', { text: 'not a string' }],
    ['numbers', 'simple', 'twelve'],
    ['numbers', 'simple', '1e999'],
    ['status', 'json', { label: 'Unknown label' }],
    ['status', 'json', { index: 17 }],
    ['status', 'simple', 'Nope'],
    ['date', 'simple', '2026-02-30'],
    ['date', 'json', { date: '03/06/2026' }],
    ['date', 'json', { date: '2026-06-03', time: '25:00:00' }],
    ['people', 'json', { personsAndTeams: [{ id: 99, kind: 'person' }] }],
    ['people', 'json', { personsAndTeams: [{ id: 2, kind: 'team' }] }],
    ['people', 'json', { personsAndTeams: [{ id: 7000001, kind: 'person' }] }],
    ['people', 'json', { personsAndTeams: [{ id: 2, kind: 'group' }] }],
    ['people', 'simple', 'ann'],
    ['checkbox', 'json', { checked: 'maybe' }],
    ['dropdown', 'json', { labels: ['Brownie'] }],
    ['dropdown', 'json', { ids: [9] }],
    ['timeline', 'json', { from: '2026-06-07', to: '2026-06-03' }],
    ['timeline', 'json', { from: '2026-06-07' }],
    ['email', 'json', { email: 'not-an-email' }],
    ['link', 'json', { url: 'javascript:alert(1)' }],
    ['link', 'simple', 'monday'],
    ['phone', 'json', { phone: 'call me', countryShortName: 'US' }],
    ['phone', 'json', { phone: '+12025550169', countryShortName: 'XX' }],
    ['rating', 'json', { rating: 6 }],
    ['rating', 'simple', '2.5'],
    ['tags', 'json', { tag_ids: [42] }],
    ['tags', 'json', { tag_ids: [9000004] }],
    ['tags', 'json', { tag_names: ['frontend'] }],
    ['tags', 'simple', 'urgent, elsewhere'],
    ['country', 'json', { countryCode: 'ZZ' }],
    ['hour', 'json', { hour: 24, minute: 0 }],
    ['hour', 'simple', '7pm'],
    ['week', 'json', { week: { startDate: '2026-06-02', endDate: '2026-06-08' } }],
    ['creation_log', 'json', { created_at: '2026-01-01' }],
    ['last_updated', 'simple', 'now'],
    ['item_id', 'simple', '1'],
    ['team', 'json', { team_id: 2 }],
    ['team', 'json', { team_id: 'core' }],
    ['location', 'json', { lat: 90, lng: 0 }],
    ['location', 'json', { lat: 10, lng: 180.5 }],
    ['location', 'simple', 'Giza'],
    ['location', 'simple', ''],
    ['world_clock', 'json', { timezone: 'Mars/Olympus_Mons' }],
    ['world_clock', 'json', { time_zone: 'Europe/London' }],
    ['color_picker', 'json', { hex: '#ffffff' }],
    ['world_clock', 'simple', 'Europe/London'],
    ['color_picker', 'json', { color: 'green' }],
    ['person', 'json', { id: 7000001 }],
    ['person', 'simple', 'Ann'],
  ];

  it.each(rejected)('%s %s %j is a ColumnValueException naming the type', (type, form, input) => {
    expect(rejection(type, form, input)).toMatchObject({
      extensions: { code: 'ColumnValueException', error_data: { column_type: type } },
    });
  });

  const writable = (Object.keys(COLUMN_TYPES) as ColumnType[]).filter((type) => !COLUMN_TYPES[type].readOnly);

  it.each(writable)('%s clears with null, "" and {}', (type) => {
    for (const input of [null, '', {}]) {
      const result = roundTrip(type, 'json', input);
      expect(result).toMatchObject({ stored: null, value: null });
    }
    // monday.com refuses an empty simple location (rejected above).
    if (type !== 'location')
      expect(roundTrip(type, 'simple', '')).toMatchObject({ stored: null, value: null });
  });

  const readOnly = (Object.keys(COLUMN_TYPES) as ColumnType[]).filter(
    (type) => COLUMN_TYPES[type].readOnly && type !== 'name',
  );

  it.each(readOnly)("%s refuses every write with monday.com's words", (type) => {
    for (const [form, input] of [
      ['json', { value: 1 }],
      ['simple', '1'],
    ] as const)
      expect(rejection(type, form, input)).toMatchObject({
        message: 'This column type is not supported yet in the API',
        extensions: { code: 'ColumnValueException', error_data: { column_type: type } },
      });
  });

  it('creates a missing status label only when asked, at the first free index', () => {
    const created = roundTrip('status', 'json', { label: 'Blocked' }, { createLabelsIfMissing: true });
    expect(created.fields).toMatchObject({ index: 3, label: 'Blocked', is_done: false });
    expect(created.settings?.labels).toEqual({ ...STATUS.labels, '3': 'Blocked' });
  });

  it('creates missing dropdown labels only when asked', () => {
    const created = roundTrip('dropdown', 'simple', 'Cookie, Brownie', { createLabelsIfMissing: true });
    expect(created.fields).toEqual({
      values: [
        { id: 1, label: 'Cookie' },
        { id: 3, label: 'Brownie' },
      ],
    });
  });

  it('creates no tag by name: tags are made by create_or_get_tag', () => {
    expect(rejection('tags', 'simple', 'urgent, frontend')).toMatchObject({
      message: expect.stringContaining('create_or_get_tag'),
    });
  });

  it("reads a value written when tags were the column's own from the column's settings", () => {
    const column = columnOfType('tags', { tags: [{ id: 1, name: 'old' }] });
    const stored = { tag_ids: [1, 9000001], changed_at: CHANGED };
    expect(COLUMN_TYPES.tags.text(stored, column, read)).toBe('old, urgent');
  });

  it("honours a rating column's own maximum", () => {
    const handler = COLUMN_TYPES.rating;
    const column = columnOfType('rating', { max: 10 });
    expect(
      handler.fromJson({ rating: 9 }, column, {
        createLabelsIfMissing: false,
        now: NOW,
        directory: DIRECTORY,
      }).stored,
    ).toMatchObject({ rating: 9 });
  });

  it('renders the computed columns from the item', () => {
    const render = (type: ColumnType) => {
      const handler = COLUMN_TYPES[type];
      const column = columnOfType(type);
      return {
        text: handler.text(null, column, read),
        fields: Object.fromEntries(
          Object.entries(handler.fields).map(([name, f]) => [name, f(null, column, read)]),
        ),
      };
    };
    expect(render('creation_log')).toEqual({
      text: '2026-06-01 09:30:00 UTC',
      fields: {
        created_at: '2026-06-01T09:30:00.000Z',
        creator_id: '2',
        creator: { __typename: 'User', id: '2' },
      },
    });
    expect(render('last_updated')).toEqual({
      text: '2026-06-02 17:45:12 UTC',
      fields: {
        updated_at: '2026-06-02T17:45:12.000Z',
        updater_id: '3',
        updater: { __typename: 'User', id: '3' },
      },
    });
    expect(render('item_id')).toEqual({ text: '2000000001', fields: { item_id: '2000000001' } });
  });

  describe('types the API reads but does not write', () => {
    const render = async (type: ColumnType, stored: unknown, settings: Record<string, unknown> = {}) => {
      const handler = COLUMN_TYPES[type];
      const column = columnOfType(type, settings);
      const fields = await Promise.all(
        Object.entries(handler.fields).map(async ([name, f]) => [name, await f(stored, column, read)]),
      );
      const value = handler.value(stored, column, read);
      return {
        text: handler.text(stored, column, read),
        value: value == null ? null : JSON.stringify(value),
        fields: Object.fromEntries(fields),
      };
    };

    it('time_tracking: the counted time, whether it runs, and its sessions', async () => {
      const session = {
        id: '1',
        status: 'done',
        started_at: '2026-06-01T08:00:00.000Z',
        ended_at: '2026-06-01T09:02:05.000Z',
        started_user_id: '2',
        ended_user_id: '2',
        manually_entered_start_date: false,
        manually_entered_start_time: false,
        manually_entered_end_date: false,
        manually_entered_end_time: false,
        created_at: '2026-06-01T08:00:00.000Z',
        updated_at: '2026-06-01T09:02:05.000Z',
      };
      const stored = {
        running: 'true',
        startDate: 1780300800,
        duration: 3725,
        additional_value: [session],
        changed_at: CHANGED,
      };
      expect(await render('time_tracking', stored)).toEqual({
        text: '01:02:05',
        value: JSON.stringify(stored),
        fields: {
          duration: 3725,
          running: true,
          started_at: '2026-06-01T08:00:00.000Z',
          history: [session],
          updated_at: CHANGED,
        },
      });
      expect(await render('time_tracking', null)).toEqual({
        text: '',
        value: null,
        fields: { duration: null, running: false, started_at: null, history: [], updated_at: null },
      });
    });

    it("vote: the account's users who voted, counted", async () => {
      const stored = { votersIds: [2, 3, 99], changed_at: CHANGED };
      expect(await render('vote', stored)).toMatchObject({
        text: '2',
        fields: {
          vote_count: 2,
          voter_ids: ['2', '3'],
          voters: [
            { __typename: 'User', id: '2' },
            { __typename: 'User', id: '3' },
          ],
        },
      });
      expect(await render('vote', null)).toMatchObject({
        text: '0',
        value: null,
        fields: { vote_count: 0, voter_ids: [], voters: [] },
      });
    });

    it("button: the column's label and colour", async () => {
      expect(await render('button', null, { label: 'Approve', color: '#00c875' })).toEqual({
        text: 'Approve',
        value: null,
        fields: { label: 'Approve', color: '#00c875' },
      });
    });

    it("group: the item's group", async () => {
      expect(await render('group', null)).toEqual({
        text: null,
        value: JSON.stringify({ group_id: 'topics' }),
        fields: { group_id: 'topics', group: { __typename: 'Group', id: 'topics', board_id: '10' } },
      });
    });

    it("subtasks: the item's subitems and their names", async () => {
      const subitems = [
        { _id: '31', name: 'Draft' },
        { _id: '32', name: 'Review' },
      ];
      const withSubitems: ReadContext = { ...read, subitems: async () => subitems };
      const column = columnOfType('subtasks');
      const { fields } = COLUMN_TYPES.subtasks;
      expect(await fields.subitems(null, column, withSubitems)).toEqual(subitems);
      expect(await fields.subitems_ids(null, column, withSubitems)).toEqual(['31', '32']);
      expect(await fields.display_value(null, column, withSubitems)).toBe('Draft, Review');
    });

    it('file: its assets, docs and links, each as its member of FileValueItem', async () => {
      const stored = {
        files: [
          {
            name: 'plan.png',
            assetId: 22109573,
            isImage: 'true',
            fileType: 'ASSET',
            createdAt: 1780300800000,
            createdBy: '2',
          },
          { fileType: 'MONDAY_DOC', objectId: 5001, docId: 77, createdAt: 1780300800000 },
          { fileType: 'GOOGLE_DRIVE', name: 'Budget', linkToFile: 'https://drive.google.com/f/1' },
        ],
        changed_at: CHANGED,
      };
      const made = { created_at: '2026-06-01T08:00:00.000Z' };
      expect(await render('file', stored)).toEqual({
        text: 'plan.png, Budget',
        value: JSON.stringify(stored),
        fields: {
          files: [
            {
              __typename: 'FileAssetValue',
              ...made,
              creator_id: '2',
              creator: { __typename: 'User', id: '2' },
              asset: { __typename: 'Asset', id: '22109573' },
              asset_id: '22109573',
              is_image: true,
              name: 'plan.png',
            },
            {
              __typename: 'FileDocValue',
              ...made,
              creator_id: null,
              creator: null,
              doc: { __typename: 'Document', id: '77' },
              file_id: '5001',
              object_id: '5001',
              url: null,
            },
            {
              __typename: 'FileLinkValue',
              created_at: CHANGED,
              creator_id: null,
              creator: null,
              file_id: 'https://drive.google.com/f/1',
              kind: 'google_drive',
              name: 'Budget',
              url: 'https://drive.google.com/f/1',
            },
          ],
        },
      });
      expect(await render('file', null)).toEqual({ text: '', value: null, fields: { files: [] } });
    });

    it.each(['file', 'doc', 'direct_doc'] as const)(
      '%s clears with {"clear_all": true}; files come by their own mutations',
      (type) => {
        expect(roundTrip(type, 'json', { clear_all: true })).toMatchObject({ stored: null, value: null });
        expect(rejection(type, 'json', { files: [{ fileType: 'ASSET', assetId: 1 }] })).toMatchObject({
          message: 'This column type is not supported yet in the API',
          extensions: { code: 'ColumnValueException', error_data: { column_type: type } },
        });
        expect(rejection(type, 'simple', 'plan.png')).toMatchObject({
          extensions: { code: 'ColumnValueException' },
        });
      },
    );

    it("progress is a battery counting the item's status labels by index, over every status column", () => {
      const statusIn = (id: string) => columnOf(id, 'status', STATUS);
      const columns = [statusIn('a'), statusIn('b'), statusIn('c'), statusIn('d'), columnOf('p', 'progress')];
      const row = { columns, values: { a: { index: 1 }, b: { index: 0 }, c: { index: 1 }, d: null } };
      const battery = COLUMN_TYPES.progress.fields.battery_value(null, columns[4], { ...read, row });
      expect(battery).toEqual([
        { key: '0', count: 1 },
        { key: '1', count: 2 },
      ]);
      expect(COLUMN_TYPES.progress.graphqlType).toBe('BatteryValue');
    });

    it.each(['progress', 'auto_number', 'item_assignees', 'unsupported', 'integration'] as const)(
      '%s has no text and no value when empty',
      async (type) => {
        expect(await render(type, null)).toMatchObject({ text: null, value: null });
      },
    );
  });
});
