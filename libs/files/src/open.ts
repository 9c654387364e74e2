import type { FilesConfig } from '@workapi/config';
import { LocalFileStore } from './local-store';
import type { FileStore } from './store';

/** The store the configuration names: local files under `FILES_DIR` (the embedded default). */
export async function openFileStore(config: FilesConfig): Promise<FileStore> {
  return new LocalFileStore(config.dir).open();
}
