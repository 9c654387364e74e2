import { memoryDb } from '@workapi/testing';
import {
  blockContent,
  DOC_LIMITS,
  DocsRepository,
  positionsFor,
  type BlockRecord,
  type DocRecord,
} from './docs';
import { blocksFromMarkdown, MARKDOWN_MAX_BYTES } from './markdown';

const docInput = (
  name: string,
): Omit<DocRecord, '_id' | 'account_id' | 'object_id' | 'created_at' | 'used_at'> => ({
  name,
  kind: 'public',
  workspace_id: null,
  folder_id: null,
  board: null,
  created_by: 'u1',
});

const block = (id: string, position: number): BlockRecord => ({
  _id: id,
  account_id: 'a1',
  doc_id: 'd1',
  parent_block_id: null,
  position,
  type: 'normal_text',
  content: {},
  created_by: 'u1',
  created_at: new Date(0),
  updated_at: new Date(0),
});

describe('docs: what one account keeps', () => {
  it('refuses a doc past the account limit, and counts no other account', async () => {
    const db = memoryDb('ferretdb');
    const now = new Date(0);
    await db.collection<DocRecord>('docs').insertMany(
      Array.from({ length: DOC_LIMITS.docsPerAccount }, (_, i) => ({
        ...docInput(`d${i}`),
        _id: String(i + 1),
        account_id: 'a1',
        object_id: String(i + 1),
        created_at: now,
        used_at: now,
      })),
    );
    await expect(new DocsRepository(db, 'a1').create(docInput('one more'))).rejects.toMatchObject({
      extensions: { code: 'InvalidArgumentException' },
    });
    await expect(new DocsRepository(db, 'a2').create(docInput('elsewhere'))).resolves.toMatchObject({
      account_id: 'a2',
    });
  });

  it('refuses blocks past the doc limit, whole', async () => {
    const docs = new DocsRepository(memoryDb('ferretdb'), 'a1');
    const doc = await docs.create(docInput('full'));
    const many = (count: number) =>
      Array.from({ length: count }, () => ({ type: 'normal_text' as const, content: {} }));
    await docs.addBlocks(doc, 'u1', null, null, many(DOC_LIMITS.blocksPerDoc - 1));
    await expect(docs.addBlocks(doc, 'u1', null, null, many(2))).rejects.toMatchObject({
      extensions: { code: 'InvalidArgumentException' },
    });
    expect(await docs.blocksOf(doc._id)).toHaveLength(DOC_LIMITS.blocksPerDoc - 1);
    await docs.addBlocks(doc, 'u1', null, null, many(1));
    expect(await docs.blocksOf(doc._id)).toHaveLength(DOC_LIMITS.blocksPerDoc);
  });

  it('refuses a block content past its size and markdown past its size', () => {
    const long = { deltaFormat: [{ insert: 'x'.repeat(DOC_LIMITS.contentBytes) }] };
    expect(() => blockContent('normal_text', long)).toThrow(/at most/);
    expect(() => blocksFromMarkdown('x'.repeat(MARKDOWN_MAX_BYTES + 1))).toThrow(/at most/);
  });
});

describe('block positions', () => {
  it('puts a block first, after another, or between two', () => {
    expect(positionsFor([], null, 1)).toEqual([10_000]);
    const siblings = [block('a', 10_000), block('b', 20_000)];
    expect(positionsFor(siblings, null, 1)).toEqual([0]);
    expect(positionsFor(siblings, 'a', 1)).toEqual([15_000]);
    expect(positionsFor(siblings, 'b', 2)).toEqual([30_000, 40_000]);
    expect(positionsFor(siblings, 'a', 3)).toEqual([12_500, 15_000, 17_500]);
  });

  it('answers null when a gap has no room left', () => {
    expect(positionsFor([block('a', 1), block('b', 1 + Number.EPSILON)], 'a', 1)).toBeNull();
  });
});

describe('block contents', () => {
  it('takes a JSON object or its text, and keeps it as given', () => {
    const content = {
      alignment: 'center',
      direction: 'rtl',
      deltaFormat: [{ insert: 'hi', attributes: { bold: true } }],
    };
    expect(blockContent('normal_text', JSON.stringify(content))).toEqual(content);
    expect(blockContent('divider', '')).toEqual({});
    expect(
      blockContent('table', { column_count: 2, row_count: 3, column_style: [{ width: 40 }, { width: 60 }] }),
    ).toMatchObject({
      row_count: 3,
    });
  });
});
