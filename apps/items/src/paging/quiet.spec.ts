import type { ItemRecord } from '../data/items';
import { QuietItems, sizeOf } from './quiet';

const item = (id: string, text = ''): ItemRecord => ({
  _id: id,
  account_id: '1',
  board_id: '10',
  group_id: 'topics',
  name: `Item ${id}`,
  state: 'active',
  creator_id: '2',
  values: { text, status: { index: 1 } },
  created_at: new Date(0),
  updated_at: new Date(0),
});

describe('QuietItems', () => {
  const loader = () => {
    const asked: string[][] = [];
    const load = async (ids: string[]) => {
      asked.push(ids);
      return ids.map((id) => (id === 'gone' ? null : item(id)));
    };
    return { asked, load };
  };

  it('serves items kept at the same count, reads only the others, and keeps accounts and counts apart', async () => {
    const quiet = new QuietItems();
    const { asked, load } = loader();
    await quiet.read('1', '7', ['a', 'b'], load);
    const again = await quiet.read('1', '7', ['b', 'gone', 'c'], load);
    expect(again.map((found) => found?._id ?? null)).toEqual(['b', null, 'c']);
    await quiet.read('1', '8', ['a'], load);
    await quiet.read('2', '7', ['a'], load);
    expect(asked).toEqual([['a', 'b'], ['gone', 'c'], ['a'], ['a']]);
  });

  it('keeps nothing when Redis could not say the count', async () => {
    const quiet = new QuietItems();
    const { asked, load } = loader();
    await quiet.read('1', 'unknown:x', ['a'], load);
    await quiet.read('1', 'unknown:x', ['a'], load);
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('holds no more than its bytes: the least recently used leave first', async () => {
    const quiet = new QuietItems(sizeOf(item('a', 'x'.repeat(1_000))) * 2);
    const load = async (ids: string[]) => ids.map((id) => item(id, 'x'.repeat(1_000)));
    await quiet.read('1', '1', ['a', 'b', 'c'], load);
    const asked: string[] = [];
    await quiet.read('1', '1', ['a', 'b', 'c'], async (ids) => {
      asked.push(...ids);
      return load(ids);
    });
    expect(asked).toContain('a');
    expect(asked).not.toEqual(['a', 'b', 'c']);
  });

  it('lets a page wait for the read-ahead of its items instead of reading them again', async () => {
    const quiet = new QuietItems();
    const { asked, load } = loader();
    let finish: () => void = () => undefined;
    const slow = async (ids: string[]) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return load(ids);
    };
    let finishToo: () => void = () => undefined;
    const slowToo = async (ids: string[]) => {
      await new Promise<void>((resolve) => (finishToo = resolve));
      return load(ids);
    };
    quiet.readAhead('1', '7', ['a', 'gone'], slow);
    quiet.readAhead('1', '7', ['d'], slowToo);
    // PAGES_AHEAD (2) read-aheads per account at a time: this third one is not made.
    quiet.readAhead('1', '7', ['c'], load);
    // Another account's is.
    quiet.readAhead('2', '7', ['e'], load);
    const page = quiet.read('1', '7', ['a', 'gone', 'b'], load);
    finish();
    expect((await page).map((found) => found?._id ?? null)).toEqual(['a', null, 'b']);
    // 'a' and 'gone' read once, by the read-ahead; 'c' never.
    expect(asked).toEqual([['e'], ['a', 'gone'], ['b']]);
    // The second read-ahead serves 'd': the page does not read it itself.
    const readAgain = async (): Promise<Array<ItemRecord | null>> => {
      throw new Error('read again');
    };
    const fromAhead = quiet.read('1', '7', ['d'], readAgain);
    finishToo();
    expect((await fromAhead)[0]?._id).toBe('d');
    expect(asked).toEqual([['e'], ['a', 'gone'], ['b'], ['d']]);
  });

  it('forgets a read-ahead that failed, and one at an unknown count is never made', async () => {
    const quiet = new QuietItems();
    const { asked, load } = loader();
    quiet.readAhead('1', '7', ['a'], async () => {
      throw new Error('store down');
    });
    expect((await quiet.read('1', '7', ['a'], load))[0]?._id).toBe('a');
    quiet.readAhead('1', 'unknown:x', ['b'], load);
    expect(asked).toEqual([['a']]);
  });
});
