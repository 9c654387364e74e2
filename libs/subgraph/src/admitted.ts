import type { ReferenceVersions } from '@workapi/reference';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The versions of the caller's reference data, read in the same Redis round trip as the
     * request's nonce by the subgraph's signature check (`signedOnly` in signed.ts), for the
     * request's context; null without a caller, or before the check.
     */
    referenceVersions: ReferenceVersions | null;
    /**
     * The Redis key of a change this request claimed (`Once` in once.ts), under which its answer is
     * kept for a resend; null for a request sent without one.
     */
    onceKey: string | null;
  }
}
