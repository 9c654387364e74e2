import { parse } from 'graphql';
import { aliasedItemReads, heapGrowthMb } from '@workapi/testing';
import { ParsedDocuments } from './documents';

/** About 8 KB of operation text, all tokens, its own by `n`. */
const dense = (n: number) => aliasedItemReads(n, 90);

describe('the parsed documents a gateway keeps', () => {
  it('weighs each by the text it holds, so texts cannot pile up uncounted', async () => {
    const documents = new ParsedDocuments();
    const padding = 'x'.repeat(60 * 1024);
    for (let index = 0; index < 1_000; index += 1)
      await documents.set(`long${index}`, parse(`query Long${index} { me { id } } # ${padding}`));
    let kept = 0;
    for (let index = 0; index < 1_000; index += 1) if (await documents.get(`long${index}`)) kept += 1;
    // 64 MiB weighed as 120 bytes a character of 60 KiB texts: the newest 9 at most, not all 1,000.
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(Math.floor((64 * 1024 * 1024) / (60 * 1024 * 120)));
    expect(await documents.get('long999')).toBeDefined();
  });

  it('weighs each by what its parse takes of memory, so dense texts cannot fill the heap', async () => {
    const documents = new ParsedDocuments();
    const grown = await heapGrowthMb(async () => {
      for (let index = 0; index < 200; index += 1) await documents.set(`dense${index}`, parse(dense(index)));
    });
    // Each parse takes about 770 kB (97 bytes a character): 200 of them are 150 MB when kept by
    // their text's length (32 MiB of it before), within 64 MiB when weighed by their parse.
    expect(grown).toBeLessThan(64 * 1.05 + 4);
    expect(await documents.get('dense199')).toBeDefined();
    // The weight is not below what a parse takes: 40 kept alone take less than they weigh.
    const kept = new ParsedDocuments();
    const alone = await heapGrowthMb(async () => {
      for (let index = 0; index < 40; index += 1) await kept.set(`dense${index}`, parse(dense(index)));
    });
    expect(alone).toBeGreaterThan((40 * 500_000) / 1e6);
    expect(alone).toBeLessThan((40 * dense(10).length * 120) / 1e6);
    expect(await kept.get('dense39')).toBeDefined();
  });

  it('keeps no text longer than a persisted query may be, so one-off padding pushes nothing out', async () => {
    const documents = new ParsedDocuments();
    await documents.set('short', parse('query Short { me { id } }'));
    const padding = 'x'.repeat(900 * 1024);
    for (let index = 0; index < 100; index += 1)
      await documents.set(`big${index}`, parse(`query Big${index} { me { id } } # ${padding}`));
    expect(await documents.get('big99')).toBeUndefined();
    expect(await documents.get('short')).toBeDefined();
  });
});
