import Negotiator from 'negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSIONS, CURRENT_VERSION, describeVersion } from '@workapi/versioning';
import type { ExplorerSettings } from './settings';
import { bundleExplorer, readExplorerBundle, type BundleFile, type ExplorerBundle } from './bundle';

/**
 * Where `npm run build` leaves the bundle: beside the built gateway (dist/apps/gateway/explorer),
 * whose __dirname this is once bundled. Run from source there is none, and the first visit bundles it.
 */
const BUILT_BUNDLE = `${__dirname}/explorer`;

/**
 * The page may load only its own script and styles (GraphiQL sets inline styles; its fonts are
 * data: URLs), talk only to this origin, and never be framed.
 */
const PAGE_SECURITY = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const SETTINGS: ExplorerSettings = {
  endpoint: 'graphql',
  versions: API_VERSIONS.map(describeVersion),
  defaultVersion: CURRENT_VERSION.value,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

// Paths are relative, so the page works at / and /graphql, and behind a proxy's path prefix.
const pageHtml = (bundle: ExplorerBundle) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API explorer</title>
    <link rel="stylesheet" href="explorer/${bundle.style.name}" />
  </head>
  <body>
    <div id="explorer" data-settings="${escapeHtml(JSON.stringify(SETTINGS))}"></div>
    <script src="explorer/${bundle.script.name}"></script>
  </body>
</html>
`;

/** Media types a GET /graphql may ask for, in Apollo Server's order: JSON wins a tie. */
const GET_MEDIA_TYPES = ['application/json', 'application/graphql-response+json', 'text/html'];

/** A browser opening /graphql: no query to run, and HTML preferred over the GraphQL media types. */
function wantsPage(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  const accept = request.headers.accept;
  if (query?.query !== undefined || !accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType(GET_MEDIA_TYPES) === 'text/html';
}

/**
 * The API explorer: GraphiQL with token and API-Version fields, served at `GET /` and to a
 * browser's `GET /graphql`, its bundle under /explorer/. The page needs no token; what it sends
 * to /graphql is authenticated like any other request.
 */
export function serveExplorer(app: FastifyInstance): {
  /** An onRequest hook for GET /graphql: answers a browser with the page, leaves the rest to GraphQL. */
  forBrowsers: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
} {
  let loading: Promise<ExplorerBundle> | undefined;
  const bundle = () => {
    loading ??= Promise.resolve(readExplorerBundle(BUILT_BUNDLE) ?? bundleExplorer()).catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const sendPage = async (reply: FastifyReply) =>
    reply
      .headers({ ...PAGE_SECURITY, 'cache-control': 'no-cache', vary: 'accept' })
      .type('text/html; charset=utf-8')
      .send(pageHtml(await bundle()));
  const sendFile = (reply: FastifyReply, file: BundleFile) =>
    reply
      .headers({
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .type(file.contentType)
      .send(file.contents);

  app.get('/', async (_request, reply) => sendPage(reply));
  app.get<{ Params: { file: string } }>('/explorer/:file', async (request, reply) => {
    const { script, style } = await bundle();
    const file = [script, style].find((candidate) => candidate.name === request.params.file);
    return file ? sendFile(reply, file) : reply.callNotFound();
  });
  return {
    forBrowsers: async (request, reply) => (wantsPage(request) ? sendPage(reply) : undefined),
  };
}
