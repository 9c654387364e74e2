import { CURRENT_VERSION, selectVersion } from './index';

describe('selectVersion', () => {
  it('serves the current version when the header is absent or blank', () => {
    expect(selectVersion(undefined)).toEqual({ ok: true, version: CURRENT_VERSION });
    expect(selectVersion('  ')).toEqual({ ok: true, version: CURRENT_VERSION });
  });

  it('serves a known version by its value', () => {
    expect(selectVersion('2026-01')).toMatchObject({
      ok: true,
      version: { value: '2026-01', kind: 'deprecated' },
    });
    expect(selectVersion('2026-04')).toMatchObject({
      ok: true,
      version: { value: '2026-04', kind: 'maintenance' },
    });
    expect(selectVersion('2026-10')).toMatchObject({
      ok: true,
      version: { value: '2026-10', kind: 'release_candidate' },
    });
  });

  it('serves the newest version for dev, as monday.com spells it', () => {
    expect(selectVersion('dev')).toMatchObject({
      ok: true,
      version: { value: '2026-10', kind: 'release_candidate' },
    });
  });

  it('serves the current version for a well-formed unknown version', () => {
    expect(selectVersion('2031-01')).toEqual({
      ok: true,
      version: { ...CURRENT_VERSION, requested: '2031-01' },
    });
  });

  it.each(['2026-13', '2026-7', 'latest', '2026-07-01', '26-07', 'DEV', 'Dev'])(
    'rejects the malformed version %s',
    (given) => {
      expect(selectVersion(given)).toEqual({ ok: false, given });
    },
  );
});
