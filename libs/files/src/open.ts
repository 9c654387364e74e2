import type { FilesConfig } from '@workapi/config';
import { LocalFileStore } from './local-store';
import { S3FileStore } from './s3-store';
import type { FileStore } from './store';

/**
 * The store the configuration names (contract section 9, File storage): the S3-compatible store
 * `S3_*` names, so that every replica sees every file, else local files under `FILES_DIR` (the
 * embedded default).
 */
export async function openFileStore(config: FilesConfig): Promise<FileStore> {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.dir).open();
}
