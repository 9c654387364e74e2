// gatewayOverhead: one single-subgraph query through the gateway and sent to the boards subgraph
// directly (signed, as the gateway signs it), interleaved.
import { atMost, callerOf, info, round, stats, subgraphEndpoint, type ScenarioResult } from './common';
import { needBoard, type BenchContext } from './context';

export async function gatewayOverhead(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'large');
  const reps = Math.max(ctx.config.reps * 20, 100);
  const warmup = Math.max(ctx.config.reps * 5, 20);
  const query = `{ boards(ids: ["${board.id}"]) { id name } }`;
  const { version } = await ctx.api.data<{ version: { value: string } }>('{ version { value } }');
  const caller = await callerOf(ctx.stack, ctx.token);
  const direct = subgraphEndpoint(ctx.stack, 'boards', { caller, apiVersion: version.value });

  const expected = JSON.stringify(await ctx.api.data(query));
  const directAnswer = JSON.stringify(await direct.data(query));
  if (directAnswer !== expected) {
    throw new Error(`gatewayOverhead: the subgraph answers ${directAnswer}, the gateway ${expected}`);
  }
  const viaGateway: number[] = [];
  const viaDirect: number[] = [];
  for (let rep = -warmup; rep < reps; rep += 1) {
    // Alternate which goes first, so drift on the machine hits both alike.
    const order = rep % 2 === 0 ? [ctx.api, direct] : [direct, ctx.api];
    for (const endpoint of order) {
      const answer = await endpoint.request(query);
      if (answer.status !== 200 || answer.errors.length) {
        throw new Error(`gatewayOverhead: HTTP ${answer.status} ${JSON.stringify(answer.errors)}`);
      }
      if (rep >= 0) (endpoint === direct ? viaDirect : viaGateway).push(answer.ms);
    }
  }
  const g = stats(viaGateway);
  const d = stats(viaDirect);
  return {
    name: 'gatewayOverhead',
    title: 'Gateway overhead on a single-subgraph query',
    description:
      `${query} through the gateway (authentication cached, pricing, rate limits, query plan, signing) and sent ` +
      `straight to the boards subgraph with the same signed caller and API version, ${reps} of each after ${warmup} ` +
      `warm-ups, interleaved.`,
    rows: [
      info('through the gateway: p50', g.p50, 'ms'),
      info('through the gateway: p95', g.p95, 'ms'),
      info('boards subgraph directly: p50', d.p50, 'ms'),
      info('boards subgraph directly: p95', d.p95, 'ms'),
      atMost('added by the gateway: p50', g.p50 - d.p50, 2, 'ms'),
    ],
    details: { query, apiVersion: version.value, gateway: g, direct: d, addedP50: round(g.p50 - d.p50) },
  };
}
