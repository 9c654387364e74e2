/** Uploaded files: where their bytes are kept, their keys, upload references and download links. */
export * from './store';
export * from './keys';
export * from './local-store';
export * from './s3-store';
export * from './uploads';
export * from './links';
export * from './open';
