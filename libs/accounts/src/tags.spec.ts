import { memoryDb } from '@workapi/testing';
import { TagsRepository } from './tags';

function repository() {
  const changed: string[] = [];
  const tags = new TagsRepository(memoryDb(), async (accountId) => void changed.push(accountId));
  return { tags, changed };
}

describe('tags', () => {
  it('gives the same tag for the same name in any case, and publishes only when one is made', async () => {
    const { tags, changed } = repository();
    const made = await tags.createOrGet('1', ' Urgent ', null);
    expect(made).toMatchObject({
      name: 'Urgent',
      board_id: null,
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(await tags.createOrGet('1', 'urgent', null)).toMatchObject({ _id: made._id, name: 'Urgent' });
    expect(changed).toEqual(['1']);
  });

  it('colours a tag by its name, the same in every account', async () => {
    const { tags } = repository();
    const [a, b] = [await tags.createOrGet('1', 'Design', null), await tags.createOrGet('2', 'design', null)];
    expect(a.color).toBe(b.color);
    expect(a._id).not.toBe(b._id);
  });

  it("keeps a board's own tags apart from the public ones and from other boards'", async () => {
    const { tags } = repository();
    const shared = await tags.createOrGet('1', 'Secret', null);
    const own = await tags.createOrGet('1', 'secret', '100');
    const other = await tags.createOrGet('1', 'Secret', '200');
    expect(new Set([shared._id, own._id, other._id]).size).toBe(3);
    expect(await tags.createOrGet('1', 'SECRET', '100')).toMatchObject({ _id: own._id, board_id: '100' });
    expect((await tags.publicTags('1')).map((tag) => tag._id)).toEqual([shared._id]);
    expect((await tags.publicTags('1', [own._id, shared._id])).map((tag) => tag._id)).toEqual([shared._id]);
    expect((await tags.ofBoard('1', '100')).map((tag) => tag._id)).toEqual([own._id]);
    expect(await tags.tagFacts('1')).toEqual({
      [shared._id]: { name: 'Secret', color: shared.color, board_id: null },
      [own._id]: { name: 'secret', color: own.color, board_id: '100' },
      [other._id]: { name: 'Secret', color: other.color, board_id: '200' },
    });
  });

  it("shows no account another's tags", async () => {
    const { tags } = repository();
    const mine = await tags.createOrGet('1', 'Mine', null);
    expect(await tags.publicTags('2', [mine._id])).toEqual([]);
    expect(await tags.tagFacts('2')).toEqual({});
  });

  it('refuses an empty or overlong name', async () => {
    const { tags } = repository();
    await expect(tags.createOrGet('1', '  ', null)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(tags.createOrGet('1', 'x'.repeat(256), null)).rejects.toMatchObject({ kind: 'invalid' });
  });
});
