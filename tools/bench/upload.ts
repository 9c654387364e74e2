// upload: a 50 MB file to an item's file column through the gateway, as monday.com's JS client
// sends it (multipart `query`, `variables`, `map`, part `0`), in MB/s, with the gateway's peak
// resident memory during it; against the floor of writing the same bytes to the same store directly.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { assetKey, LocalFileStore } from '@workapi/files';
import { officialMondayClient } from '@workapi/testing';
import {
  atLeast,
  below,
  info,
  measure,
  memoryOf,
  resetPeakMemory,
  round,
  type ScenarioResult,
} from './common';
import type { BenchContext } from './context';

const FILE_MB = 50;
const REPS = 3;
const WARMUP = 1;
/** What the gateway may hold beyond its resting memory while a file streams through it. */
const MAX_GROWTH_MB = FILE_MB / 2;

const ADD_FILE =
  'mutation ($item: ID!, $file: File!) { add_file_to_column(item_id: $item, column_id: "files", file: $file) { id file_size } }';

export async function upload(ctx: BenchContext): Promise<ScenarioResult> {
  const { create_board } = await ctx.api.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Uploads", board_kind: public) { id } }',
  );
  await ctx.api.data(
    'mutation ($b: ID!) { create_column(board_id: $b, title: "Files", column_type: file, id: "files") { id } }',
    { b: create_board.id },
  );
  const { create_item } = await ctx.api.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Upload target") { id } }',
    { b: create_board.id },
  );
  const bytes = randomBytes(FILE_MB * 1024 * 1024);
  const client = officialMondayClient({
    token: ctx.token,
    endpoint: ctx.stack.gatewayUrl,
    apiVersion: '2026-01',
  });

  const gateway = ctx.stack.pids().gateway;
  const resting = memoryOf(gateway).rssMb;
  const peakReset = resetPeakMemory(gateway);
  const through = await measure(WARMUP, REPS, async () => {
    const { add_file_to_column } = await client.request<{ add_file_to_column: { file_size: number } }>(
      ADD_FILE,
      { item: create_item.id, file: new File([bytes], 'fifty.bin', { type: 'application/octet-stream' }) },
    );
    if (add_file_to_column.file_size !== bytes.length)
      throw new Error(`upload: stored ${add_file_to_column.file_size} bytes of ${bytes.length}`);
  });
  const peak = memoryOf(gateway).peakMb;

  // The floor: the same bytes to the same local store, straight from this process.
  const store = await new LocalFileStore(join(ctx.stack.dataDir, 'files')).open();
  const floorKeys: string[] = [];
  const floor = await measure(WARMUP, REPS, async () => {
    const key = assetKey('bench');
    floorKeys.push(key);
    await store.put(key, Readable.from([bytes]), 'application/octet-stream');
  });
  await Promise.all(floorKeys.map((key) => store.delete(key)));

  const mbPerSecond = (ms: number) => FILE_MB / (ms / 1000);
  const growth = peakReset ? peak - resting : null;
  return {
    name: 'upload',
    title: `Upload: a ${FILE_MB} MB file to a file column, as monday.com's JS client sends it`,
    description:
      `add_file_to_column with a ${FILE_MB} MB file through the gateway (multipart: query, variables, map, ` +
      `part 0, by @mondaydotcomorg/api), ${REPS} after ${WARMUP} warm-up, to local storage; throughput from ` +
      `the median time. Gateway memory: its peak resident set (VmHWM, reset before) over its resting one. ` +
      `Floor: the same bytes written to the same store directly from the bench process.`,
    rows: [
      info('upload p50', through.p50, 'ms'),
      info('upload', mbPerSecond(through.p50), 'MB/s'),
      info('floor', mbPerSecond(floor.p50), 'MB/s'),
      atLeast('upload / floor', floor.p50 / through.p50, 0.2),
      info('gateway peak RSS', peak, 'MB'),
      below('gateway peak growth', growth, MAX_GROWTH_MB, 'MB'),
    ],
    details: {
      fileMb: FILE_MB,
      through,
      floor,
      gatewayRestingMb: resting,
      gatewayPeakMb: peak,
      peakReset,
      ratio: round(floor.p50 / through.p50),
    },
  };
}
