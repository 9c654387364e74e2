import { parseSeedArgs, UsageError, type SeedOptions } from './args';

const noFile = (): string | undefined => undefined;
const parse = (argv: string[], env: Record<string, string> = { WORKAPI_TOKEN: 'env-token' }, read = noFile) =>
  parseSeedArgs(argv, env, read) as SeedOptions;

describe('seed options', () => {
  it('defaults to 3 boards of 1,000 items on the local gateway, 8 requests of 25 items in flight', () => {
    expect(parse([])).toMatchObject({
      url: 'http://127.0.0.1:4000/graphql',
      boards: 3,
      items: 1000,
      seed: 'demo',
      concurrency: 8,
      batch: 25,
      token: 'env-token',
      tokenFrom: 'WORKAPI_TOKEN',
    });
  });

  it('reads --boards 3 --items 10000 as 10,000 items on each of 3 boards', () => {
    expect(parse(['--boards', '3', '--items', '10000'])).toMatchObject({ boards: 3, items: 10_000 });
    expect(parse(['--items=10_000']).items).toBe(10_000);
  });

  it('follows PORT like npm start, and --url over it', () => {
    expect(parse([], { PORT: '4100', WORKAPI_TOKEN: 't' }).url).toBe('http://127.0.0.1:4100/graphql');
    expect(
      parse(['--url', 'https://api.example.com/graphql'], { PORT: '4100', WORKAPI_TOKEN: 't' }).url,
    ).toBe('https://api.example.com/graphql');
  });

  it('takes the token from --token, else WORKAPI_TOKEN, else the dev token npm start keeps in DATA_DIR', () => {
    expect(parse(['--token', 'flag-token'])).toMatchObject({ token: 'flag-token', tokenFrom: '--token' });
    const read = jest.fn((): string | undefined => 'file-token\n');
    const fromFile = parse([], { DATA_DIR: '/srv/workapi' }, read);
    expect(read).toHaveBeenCalledWith('/srv/workapi/dev-token');
    expect(fromFile).toMatchObject({
      token: 'file-token',
      tokenFrom: '/srv/workapi/dev-token',
      dataDir: '/srv/workapi',
    });
  });

  it('answers --help with the help text, not a run', () => {
    expect(parseSeedArgs(['--help'], {})).toBe('help');
    expect(parseSeedArgs(['-h'], {})).toBe('help');
  });

  it.each([
    [['--items=-5'], /--items must be a whole number from 0 to 1,000,000, got "-5"/],
    [['--items', 'lots'], /--items must be a whole number/],
    [['--boards', '0'], /--boards must be a whole number from 1 to 100/],
    [['--batch', '101'], /--batch must be a whole number from 1 to 100/],
    [['--concurrency', '2.5'], /--concurrency must be a whole number/],
    [['--itms', '5'], /Unknown option '--itms'/],
    [['boards'], /Unexpected argument 'boards'/],
    [['--url', 'localhost:4000'], /--url must be an http\(s\) URL/],
    [['--seed', 'two words'], /--seed must be 1 to 40 visible ASCII characters/],
  ])('refuses %j with a message saying what is wrong', (argv, message) => {
    expect(() => parse(argv)).toThrow(UsageError);
    expect(() => parse(argv)).toThrow(message);
  });

  it('says where a token can come from when there is none', () => {
    expect(() => parse([], { DATA_DIR: '/nowhere' })).toThrow(
      'No API token: pass --token, set WORKAPI_TOKEN, or run npm start once so that /nowhere/dev-token exists',
    );
  });
});
