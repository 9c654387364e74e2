import { assetKey } from './keys';
import { signAssetUrl, verifyAssetUrl } from './links';
import { signUpload, verifyUpload } from './uploads';

const SECRET = 'secret';
const link = {
  assetId: '4000000001',
  key: assetKey('5000001'),
  name: 'a b.png',
  contentType: 'image/png',
  expires: 2_000,
};

function parts(url: string) {
  const parsed = new URL(url);
  const [, , asset, name] = parsed.pathname.split('/');
  return {
    asset: decodeURIComponent(asset),
    name: decodeURIComponent(name),
    query: Object.fromEntries(parsed.searchParams),
  };
}

describe('signed download links', () => {
  const url = signAssetUrl('https://api.example', SECRET, link);

  it('holds until it expires', () => {
    const { asset, name, query } = parts(url);
    expect(verifyAssetUrl(SECRET, asset, name, query, 1_999)).toMatchObject({
      ...link,
      accountId: '5000001',
    });
    expect(verifyAssetUrl(SECRET, asset, name, query, 2_001)).toBeNull();
  });

  it('is refused once anything in it is changed', () => {
    const { asset, name, query } = parts(url);
    expect(verifyAssetUrl(SECRET, '4000000002', name, query, 0)).toBeNull();
    expect(verifyAssetUrl(SECRET, asset, 'other.png', query, 0)).toBeNull();
    expect(verifyAssetUrl(SECRET, asset, name, { ...query, expires: '3000' }, 0)).toBeNull();
    expect(verifyAssetUrl(SECRET, asset, name, { ...query, type: 'text/html' }, 0)).toBeNull();
    expect(verifyAssetUrl(SECRET, asset, name, { ...query, key: assetKey('5000002') }, 0)).toBeNull();
    expect(verifyAssetUrl('other secret', asset, name, query, 0)).toBeNull();
  });
});

describe('upload references', () => {
  const upload = {
    key: assetKey('5000001'),
    accountId: '5000001',
    name: 'a.txt',
    bytes: 3,
    contentType: 'text/plain',
    extension: '.txt',
    geometry: null,
    thumbnailKey: null,
  };

  it('pass only as signed, and never as a download link', () => {
    const reference = signUpload(SECRET, upload);
    expect(verifyUpload(SECRET, reference)).toEqual(upload);
    expect(verifyUpload(SECRET, reference.replace(/^./, 'x'))).toBeNull();
    expect(verifyUpload(SECRET, upload.key)).toBeNull();
    expect(verifyUpload(SECRET, { key: upload.key })).toBeNull();
  });
});
