import { join } from 'node:path';
import { RegistryUnreachable, type Registry } from '@workapi/registry';
import { EXIT, parseCommandLine, runSchema } from './cli';

const ROOT = join(__dirname, '..', '..');

/** Runs the CLI with `open` standing in for the registry; collects what it prints. */
async function run(argv: string[], open: () => Promise<Registry & { close(): Promise<void> }>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSchema(argv, { out: (t) => out.push(t), err: (t) => err.push(t), open, root: ROOT });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const unreachable = async (): Promise<never> => {
  throw new RegistryUnreachable('cannot reach MongoDB at mongodb://127.0.0.1:1');
};

describe('parseCommandLine', () => {
  it('reads a check with repeated --accept and --json', () => {
    const parsed = parseCommandLine([
      'check',
      'items',
      '--accept',
      'Kind.bot',
      '--accept',
      'State.x',
      '--json',
    ]);
    expect(parsed).toMatchObject({ subgraph: 'items', accept: ['Kind.bot', 'State.x'], json: true });
  });

  it('reads a rollback’s version', () => {
    expect(parseCommandLine(['rollback', 'boards', '3'])).toMatchObject({ subgraph: 'boards', version: 3 });
  });

  it.each([
    [[], 'no command given'],
    [['deploy', 'items'], 'unknown command "deploy"'],
    [['check'], 'check takes <subgraph>, got none'],
    [['check', 'users'], 'unknown subgraph "users": one of boards, items, columns'],
    [['status', '--schema', 'x.graphql'], 'status does not take --schema'],
    [['check', 'items', '--revision', 'abc'], 'check does not take --revision'],
    [['rollback', 'items', 'v2'], 'version must be a positive number, got "v2"'],
    [['check', 'items', '--nope'], "Unknown option '--nope'"],
  ])('%j is a bad command line: %s', (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(message);
  });
});

describe('runSchema exit codes', () => {
  it('2 with the usage on stderr and nothing on stdout for a bad command line', async () => {
    const result = await run(['check', 'users', '--json'], unreachable);
    expect(result).toMatchObject({ code: EXIT.usage, out: '' });
    expect(result.err).toContain('Usage: npm run --silent schema');
  });

  it('2 for a schema file that cannot be read, before the registry is asked', async () => {
    const open = jest.fn(unreachable);
    const result = await run(['check', 'items', '--schema', '/no/such/schema.graphql'], open);
    expect(result.code).toBe(EXIT.usage);
    expect(result.err).toContain('cannot read the schema /no/such/schema.graphql: ENOENT');
    expect(open).not.toHaveBeenCalled();
  });

  it('4 when the registry cannot be reached, one line and no stack', async () => {
    const result = await run(['status', '--json'], unreachable);
    expect(result).toEqual({
      code: EXIT.unreachable,
      out: '',
      err: 'schema: cannot reach MongoDB at mongodb://127.0.0.1:1',
    });
  });

  it('0 and the usage on stdout for --help', async () => {
    const result = await run(['--help'], unreachable);
    expect(result.code).toBe(EXIT.ok);
    expect(result.out).toContain('Exit codes: 0 may be published');
  });
});
