import type { FilesConfig } from '@workapi/config';
import { LocalFileStore } from './local-store';
import { S3FileStore } from './s3-store';
import type { FileStore } from './store';

/**
 * The store this deployment keeps its files in (contract section 9, File storage): the S3-compatible
 * store `S3_*` names, so that every replica sees every file, else local files under `FILES_DIR`.
 */
export function openFileStore(files: FilesConfig): Promise<FileStore> {
  return files.s3 ? Promise.resolve(new S3FileStore(files.s3)) : new LocalFileStore(files.dir).open();
}
