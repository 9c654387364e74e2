import { parse } from 'graphql';
import { ParsedDocuments } from './documents';

describe('the parsed documents a gateway keeps', () => {
  it('weighs each by the text it holds, so texts cannot pile up uncounted', async () => {
    const documents = new ParsedDocuments();
    const padding = 'x'.repeat(60 * 1024);
    for (let index = 0; index < 1_000; index += 1)
      await documents.set(`long${index}`, parse(`query Long${index} { me { id } } # ${padding}`));
    let kept = 0;
    for (let index = 0; index < 1_000; index += 1) if (await documents.get(`long${index}`)) kept += 1;
    // 32 MiB of 60 KiB texts: the newest 546 at most, not all 1,000 (60 MB).
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(Math.floor((32 * 1024) / 60));
    expect(await documents.get('long999')).toBeDefined();
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
