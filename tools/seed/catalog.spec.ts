import {
  boardPlans,
  COLUMNS,
  itemAt,
  itemNumber,
  SUBITEM_PARENTS,
  subitemParents,
  subitemsAt,
  type ItemContext,
} from './catalog';

const ctx: ItemContext = { seed: 'demo', anchorDay: '2026-07-01', userIds: ['11', '12', '13'] };
const [roadmap, campaigns] = boardPlans(2);
const settingsOf = (id: string) => COLUMNS.find((column) => column.id === id)?.settings ?? {};
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('seed catalog', () => {
  it('names boards after the templates, numbering them once the templates repeat', () => {
    const names = boardPlans(8).map((plan) => plan.name);
    expect(names.slice(0, 2)).toEqual(['Product roadmap (demo)', 'Marketing campaigns (demo)']);
    expect(names[6]).toBe('Product roadmap 2 (demo)');
    expect(new Set(names).size).toBe(8);
  });

  it('makes the same item again from the same seed, board and number, whatever was made before', () => {
    const later = itemAt(roadmap, 42, ctx);
    for (let n = 0; n < 42; n += 1) itemAt(roadmap, n, ctx);
    expect(itemAt(roadmap, 42, ctx)).toEqual(later);
  });

  it('varies items with the seed, the board and the number', () => {
    const base = itemAt(roadmap, 7, ctx);
    expect(itemAt(roadmap, 7, { ...ctx, seed: 'other' }).values).not.toEqual(base.values);
    expect(itemAt(campaigns, 7, ctx).values).not.toEqual(base.values);
    expect(itemAt(roadmap, 8, ctx).values).not.toEqual(base.values);
    const names = new Set(
      Array.from({ length: 200 }, (_, n) => itemAt(roadmap, n, ctx).name.replace(/ #\d+$/, '')),
    );
    expect(names.size).toBeGreaterThan(30);
  });

  it('reads the item number back from the name, and nothing from names it did not make', () => {
    for (const n of [0, 1, 99, 9_999, 999_999]) expect(itemNumber(itemAt(campaigns, n, ctx).name)).toBe(n);
    expect(itemNumber('Ship dark mode')).toBeNull();
    expect(itemNumber('Ship dark mode #0')).toBeNull();
    expect(itemNumber('Release #12 notes')).toBeNull();
  });

  it("spreads items over every group of the board's template", () => {
    const groups = new Set(Array.from({ length: 200 }, (_, n) => itemAt(roadmap, n, ctx).group));
    expect([...groups].sort()).toEqual([...roadmap.groups].sort());
  });

  it('writes only columns the boards get, in the JSON forms of their types', () => {
    const ids = new Set(COLUMNS.map((column) => column.id));
    const priorities = Object.values(settingsOf('priority').labels as Record<string, string>);
    const tagIds = (settingsOf('tags').labels as Array<{ id: number }>).map((tag) => tag.id);
    for (let n = 0; n < 500; n += 1) {
      const { values } = itemAt(n % 2 ? roadmap : campaigns, n, ctx);
      for (const key of Object.keys(values)) expect(ids).toContain(key);
      const v = values as Record<
        string,
        Record<string, unknown> & { personsAndTeams?: Array<{ id: number }> }
      >;
      if (v.status) expect(['Working on it', 'Done', 'Stuck']).toContain(v.status.label);
      expect(priorities).toContain(v.priority.label);
      expect(v.date4.date).toMatch(ISO_DAY);
      const timeline = v.timeline as { from: string; to: string };
      expect(timeline.from <= timeline.to && timeline.to === v.date4.date).toBe(true);
      expect(Number(values.estimate)).toBeGreaterThan(0);
      expect(values.reference).toMatch(/^(RM|MK)-\d+$/);
      for (const id of v.tags.ids as number[]) expect(tagIds).toContain(id);
      expect(v.impact.rating).toBeGreaterThanOrEqual(1);
      expect(v.impact.rating).toBeLessThanOrEqual(5);
      if (v.approved) expect(v.approved).toEqual({ checked: 'true' });
      if (v.contact) expect(v.contact.email).toMatch(/^[a-z]+\.[a-z]+@example\.(com|org|net)$/);
      if (v.phone) expect(v.phone.phone).toMatch(/^\+\d{10,14}$/);
      if (v.link) expect(v.link.url).toMatch(/^https:\/\/example\.com\//);
      if (v.notes) expect(typeof v.notes.text).toBe('string');
      for (const person of v.person?.personsAndTeams ?? []) expect(ctx.userIds).toContain(String(person.id));
    }
  });

  it('leaves some values empty, as real boards do, and assigns no one when the account has no users', () => {
    const items = Array.from({ length: 200 }, (_, n) => itemAt(roadmap, n, ctx).values);
    for (const optional of ['notes', 'contact', 'phone', 'link', 'approved', 'person']) {
      const filled = items.filter((values) => optional in values).length;
      expect(filled).toBeGreaterThan(0);
      expect(filled).toBeLessThan(items.length);
    }
    expect(itemAt(roadmap, 3, { ...ctx, userIds: [] }).values.person).toBeUndefined();
  });

  it('spreads dates around the anchor day, finished work in the past', () => {
    const anchor = Date.parse('2026-07-01');
    for (let n = 0; n < 200; n += 1) {
      const item = itemAt(roadmap, n, ctx);
      const due = Date.parse((item.values.date4 as { date: string }).date);
      expect(Math.abs(due - anchor)).toBeLessThanOrEqual(90 * 86_400_000);
      if (item.group === 'Shipped') expect(due).toBeLessThanOrEqual(anchor);
    }
  });

  it('gives every tenth item one to three subitems, named apart, the same ones again on a later run', () => {
    expect(subitemParents(40)).toEqual([0, 10, 20, 30]);
    expect(subitemParents(5)).toEqual([0]);
    expect(subitemParents(100_000)).toHaveLength(SUBITEM_PARENTS);
    for (const n of subitemParents(1_000)) {
      const subitems = subitemsAt(roadmap, n, ctx);
      expect(subitems.length).toBeGreaterThanOrEqual(1);
      expect(subitems.length).toBeLessThanOrEqual(3);
      expect(new Set(subitems.map((subitem) => subitem.name)).size).toBe(subitems.length);
      for (const subitem of subitems) {
        expect(subitem.values.date0).toEqual({ date: expect.stringMatching(ISO_DAY) });
        expect(ctx.userIds).toContain(
          String((subitem.values.person as { personsAndTeams: Array<{ id: number }> }).personsAndTeams[0].id),
        );
      }
      expect(subitemsAt(roadmap, n, ctx)).toEqual(subitems);
    }
  });
});
