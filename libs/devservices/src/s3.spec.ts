import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { provisionS3, s3Environment, wantsDevS3, type ProvisionedS3 } from './s3';

describe('provisionS3', () => {
  let dataDir: string;
  let s3: ProvisionedS3;
  let client: S3Client;

  // The first run builds versitygw from the Go module proxy (minutes on two cores).
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 's3-spec-'));
    const log = (message: string) => console.log(`[s3 spec] ${message}`);
    s3 = await provisionS3({ dataDir, env: process.env, persistent: false, log });
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: s3,
      forcePathStyle: true,
    });
  }, 16 * 60_000);

  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves its bucket: an object put is got back byte for byte, listed by prefix, and deleted', async () => {
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, n) => n % 251));
    const Bucket = s3.bucket;
    await client.send(
      new PutObjectCommand({ Bucket, Key: 'a/1.bin', Body: body, ContentType: 'application/x-test' }),
    );
    await client.send(new PutObjectCommand({ Bucket, Key: 'b/2.bin', Body: 'other' }));

    const got = await client.send(new GetObjectCommand({ Bucket, Key: 'a/1.bin' }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(body)).toBe(true);
    expect(got.ContentType).toBe('application/x-test');

    const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'a/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['a/1.bin']);

    await client.send(new DeleteObjectCommand({ Bucket, Key: 'a/1.bin' }));
    await expect(client.send(new GetObjectCommand({ Bucket, Key: 'a/1.bin' }))).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  });

  it('refuses keys other than its own', async () => {
    const stranger = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
      forcePathStyle: true,
    });
    await expect(stranger.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    stranger.destroy();
  });

  it('names itself to the apps through the contract S3_* variables', () => {
    expect(s3Environment(s3)).toEqual({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'workapi',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('DEV_S3', () => {
  it('is off unless asked for, and nothing but a yes or a no', () => {
    expect(wantsDevS3({})).toBe(false);
    expect(wantsDevS3({ DEV_S3: '0' })).toBe(false);
    expect(wantsDevS3({ DEV_S3: '1' })).toBe(true);
    expect(wantsDevS3({ DEV_S3: 'true' })).toBe(true);
    expect(() => wantsDevS3({ DEV_S3: 'minio' })).toThrow(/"1" or "0"/);
  });
});
