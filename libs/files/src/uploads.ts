import { signPayload, verifyPayload } from './signing';

/**
 * A file the gateway stored for a request, as it hands it to the subgraph that records it: the
 * value of a `File` variable. Signed, so a client cannot pass one in JSON to claim another file.
 */
export interface StoredUpload {
  key: string;
  accountId: string;
  name: string;
  bytes: number;
  contentType: string;
  extension: string;
  /** `<width>x<height>` of an image, else null. */
  geometry: string | null;
  thumbnailKey: string | null;
}

const PURPOSE = 'upload';

export const signUpload = (secret: string, upload: StoredUpload) => signPayload(secret, PURPOSE, upload);

/** The upload a `File` variable names, or null when the value is not one the gateway signed. */
export function verifyUpload(secret: string, value: unknown): StoredUpload | null {
  return typeof value === 'string' ? verifyPayload<StoredUpload>(secret, PURPOSE, value) : null;
}
