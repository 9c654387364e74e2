import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, startProcess, waitForPort, type ManagedProcess } from '@workapi/devservices';

const run = promisify(execFile);

/** A throw-away Redis Cluster on this machine: its URL (`redis+cluster://…`) and its primaries' ports. */
export interface LocalRedisCluster {
  url: string;
  ports: number[];
  stop(): Promise<void>;
}

/**
 * Starts `primaries` redis-server processes with cluster mode on, and joins them into one cluster
 * (`redis-cli --cluster create`, no replicas) that covers every slot.
 */
export async function startRedisCluster(primaries = 3): Promise<LocalRedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'workapi-redis-cluster-'));
  const servers: ManagedProcess[] = [];
  const ports: number[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < primaries; index += 1) {
      const port = await freePort();
      // The cluster bus, on a port of its own found free (by default it is the port + 10,000,
      // which nothing checked).
      const busPort = await freePort();
      const nodeDir = join(dir, String(port));
      const server = startProcess(
        `redis-${port}`,
        'redis-server',
        // nodes.conf, the cluster's view of itself, is written in the working directory.
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--cluster-enabled',
          'yes',
          '--cluster-port',
          String(busPort),
          '--save',
          '',
          '--appendonly',
          'no',
        ],
        nodeDir,
        { cwd: nodeDir },
      );
      servers.push(server);
      ports.push(port);
      await waitForPort(port, 10_000, server.child);
    }
    const nodes = ports.map((port) => `127.0.0.1:${port}`);
    await run('redis-cli', ['--cluster', 'create', ...nodes, '--cluster-replicas', '0', '--cluster-yes']);
    for (const deadline = Date.now() + 20_000; ;) {
      const { stdout } = await run('redis-cli', ['-p', String(ports[0]), 'cluster', 'info']);
      if (stdout.includes('cluster_state:ok')) break;
      if (Date.now() > deadline) throw new Error(`the Redis Cluster did not come up:\n${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { url: `redis+cluster://${nodes.join(',')}`, ports, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
