import { createLogger } from '@workapi/logging';
import type { CheckReport } from './check';
import type { SupergraphVersion } from './documents';
import { sha256 } from './compose';
import { headChannel, publishAtStart, type Registry } from './registry';

const logger = createLogger('registry-spec', 'silent', false);
const report = {
  subgraph: 'items',
  verdict: { ok: false, reasons: ['composition fails (1 error)'] },
} as CheckReport;
const registryPublishing = (publish: Registry['publish'], head: SupergraphVersion | null = null) =>
  ({ publish, head: async () => head }) as unknown as Registry;
const input = {
  subgraph: 'items' as const,
  sdl: 'type Query { a: Int }',
  publishedBy: 'items subgraph at start',
};

describe('publishAtStart', () => {
  it('answers the outcome of the publish, refusals included', async () => {
    const refused = { outcome: 'refused' as const, report, attempts: 1 };
    const warn = jest.spyOn(logger, 'warn');
    expect(
      await publishAtStart(
        registryPublishing(async () => refused),
        input,
        logger,
      ),
    ).toBe(refused);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'refused', reasons: ['composition fails (1 error)'] }),
      'registry: schema not published',
    );
  });

  it('never throws: a registry that cannot be asked is logged and answers null', async () => {
    const warn = jest.spyOn(logger, 'warn');
    const unreachable = registryPublishing(async () => {
      throw new Error('Connection is closed.');
    });
    expect(await publishAtStart(unreachable, input, logger)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      { subgraph: 'items', err: 'Connection is closed.' },
      'registry: could not publish this schema',
    );
  });

  it('passes no accepted dangerous change on', async () => {
    const publish = jest.fn(async () => ({
      outcome: 'unchanged' as const,
      supergraph: { version: 4 } as SupergraphVersion,
      report,
      attempts: 1,
    }));
    await publishAtStart(
      registryPublishing(publish),
      { ...input, accept: ['Kind.bot'] } as typeof input,
      logger,
    );
    expect(publish).toHaveBeenCalledWith(expect.objectContaining({ accept: [] }));
  });

  it('checks nothing when the head has this schema from the registry already', async () => {
    const publish = jest.fn();
    const head = {
      version: 7,
      subgraphs: { items: { source: 'registry', hash: sha256(input.sdl), version: 3 } },
    } as unknown as SupergraphVersion;
    expect(await publishAtStart(registryPublishing(publish, head), input, logger)).toBe('current');
    expect(publish).not.toHaveBeenCalled();
    // Another schema is checked and published as usual.
    const changed = { ...input, sdl: 'type Query { a: Int b: Int }' };
    publish.mockResolvedValue({ outcome: 'refused', report, attempts: 1 });
    await publishAtStart(registryPublishing(publish, head), changed, logger);
    expect(publish).toHaveBeenCalledTimes(1);
  });
});

describe('headChannel', () => {
  it('carries the Redis key prefix, which clients do not add to channel names', () => {
    expect(headChannel({ redisKeyPrefix: 'workapi:' })).toBe('workapi:registry:head');
  });
});
