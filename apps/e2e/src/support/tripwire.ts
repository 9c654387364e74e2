import { connect, createServer, type Socket } from 'node:net';

/** A MongoDB command as it crosses the wire: its name (`insert`, `update` ...) and the collection it names. */
export interface WireCommand {
  name: string;
  collection: string;
}

const OP_MSG = 2013;
const BSON_STRING = 0x02;

/**
 * The command of one wire-protocol message: an OP_MSG whose body section (kind 0) is a BSON
 * document whose first element is the command, valued with the collection's name for commands on
 * a collection. Undefined for anything else (replies, legacy opcodes).
 */
export function commandOf(message: Buffer): WireCommand | undefined {
  if (message.length < 26 || message.readInt32LE(12) !== OP_MSG || message[20] !== 0) return undefined;
  // header (16 bytes), flagBits (4), section kind (1), document length (4), then the first element
  const type = message[25];
  const keyEnd = message.indexOf(0, 26);
  if (keyEnd < 0) return undefined;
  const name = message.toString('utf8', 26, keyEnd);
  const collection =
    type === BSON_STRING
      ? message.toString('utf8', keyEnd + 5, keyEnd + 5 + message.readInt32LE(keyEnd + 1) - 1)
      : '';
  return { name, collection };
}

export interface Tripwire {
  /** Where clients connect (MONGO_URL's port). */
  port: number;
  /**
   * Holds back the next command that `matches` (it never reaches the database) and resolves with
   * it; what to do at that instant (stop the database) is the caller's.
   */
  arm(matches: (command: WireCommand) => boolean): Promise<WireCommand>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the database that lets a test stop the database at an exact step of a
 * multi-step write: every message passes through untouched until an armed command arrives. Each
 * client connection gets its own connection to the database and closes with it, so clients see
 * the database's outages as they happen: open connections drop when it dies, and while it is
 * down a new one is accepted and dropped at once (a closed connection, where the database itself
 * would refuse it; the driver treats both as the server being unreachable).
 */
export async function tripwire(databasePort: number): Promise<Tripwire> {
  const open = new Set<Socket>();
  let armed:
    { matches: (command: WireCommand) => boolean; tripped: (command: WireCommand) => void } | undefined;
  const server = createServer((client) => {
    client.pause();
    const database = connect(databasePort, '127.0.0.1');
    open.add(client);
    const drop = () => {
      client.destroy();
      database.destroy();
      open.delete(client);
    };
    for (const socket of [client, database]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    database.once('connect', () => client.resume());
    database.pipe(client);
    let buffered = Buffer.alloc(0);
    let held = false;
    client.on('data', (chunk: Buffer) => {
      if (held) return;
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 4 && buffered.length >= buffered.readInt32LE(0)) {
        const message = buffered.subarray(0, buffered.readInt32LE(0));
        buffered = buffered.subarray(message.length);
        const command = commandOf(message);
        if (armed && command && armed.matches(command)) {
          // Nothing after it on this connection reaches the database either.
          held = true;
          const { tripped } = armed;
          armed = undefined;
          tripped(command);
          return;
        }
        database.write(message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    arm: (matches) => new Promise((tripped) => (armed = { matches, tripped })),
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
