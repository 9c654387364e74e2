import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@workapi/errors';
import { DOWNLOAD_PATH, verifyAssetUrl, type FileStore } from '@workapi/files';
import { errorBody } from '@workapi/http';

/**
 * Types a browser may show in place: raster images. Everything else, HTML and SVG first (they
 * would run script on our origin), is sent as an attachment, and as nothing a browser would render.
 */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

/** RFC 6266 `Content-Disposition`, with an ASCII fallback name and the exact name in `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /files/<asset>/<name>?…`: the bytes of an asset, to whoever holds a link the API signed and
 * that has not expired (monday.com's `public_url` is such a link). An altered link, one naming
 * another account's file, or an expired one gets 403; nothing of the path reaches the disk, only
 * the signed key.
 */
export function serveDownloads(app: FastifyInstance, store: FileStore, secret: string): void {
  app.get<{ Params: { asset: string; name: string }; Querystring: Record<string, unknown> }>(
    `${DOWNLOAD_PATH}/:asset/:name`,
    async (request, reply) => {
      const link = verifyAssetUrl(secret, request.params.asset, request.params.name, request.query);
      const refuse = (status: number, message: string, code: string) =>
        reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send(errorBody(request.id, message, code));
      if (!link) return refuse(403, 'This link is invalid or has expired', ErrorCode.unauthorized);
      const body = await store.get(link.key);
      if (!body) return refuse(404, 'This file no longer exists', 'NOT_FOUND');
      const inline = INLINE_TYPES.has(link.contentType);
      return reply
        .header('content-type', inline ? link.contentType : 'application/octet-stream')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', link.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
}
