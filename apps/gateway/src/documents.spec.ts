import { parse } from 'graphql';
import { ParsedDocuments } from './documents';

describe('the parsed documents a gateway keeps', () => {
  it('weighs each by the text it holds, so large texts cannot pile up uncounted', async () => {
    const documents = new ParsedDocuments();
    const padding = 'x'.repeat(900 * 1024);
    for (let index = 0; index < 100; index += 1)
      await documents.set(`big${index}`, parse(`query Big${index} { me { id } } # ${padding}`));
    let kept = 0;
    for (let index = 0; index < 100; index += 1) if (await documents.get(`big${index}`)) kept += 1;
    // 32 MiB of 900 KB texts: the newest 36 at most, not all 100 (90 MB).
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(Math.floor((32 * 1024) / 900));
    expect(await documents.get('big99')).toBeDefined();
  });
});
