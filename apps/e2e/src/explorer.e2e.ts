import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT, startTestStack, testBrowser, type TestStack } from '@workapi/testing';

// The API explorer as a person uses it: a real browser (Debian's Chromium, headless) that may
// reach nothing but the gateway, so a page that needs the internet fails here.
const OUTPUT_DIR = join(REPO_ROOT, 'apps', 'e2e', 'test-output');
const BROWSER_HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let env: TestStack;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const executablePath = testBrowser();
  [env, browser] = await Promise.all([
    startTestStack([{ name: 'acme' }]),
    chromium.launch({ executablePath, args: ['--no-sandbox'] }),
  ]);
  origin = new URL(env.gatewayUrl).origin;
  await env.clients.acme.data('mutation { create_board(board_name: "Roadmap", board_kind: public) { id } }');
});

afterAll(async () => {
  await browser?.close();
  await env?.stop();
});

/** A page that may load only from the gateway; what it tried elsewhere and what failed in it. */
async function openExplorer(path: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 860 } });
  const elsewhere: string[] = [];
  const problems: string[] = [];
  await context.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  // Chromium logs every 4xx as an error; a request refused for want of a token is not a fault.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 401'))
      problems.push(message.text());
  });
  await page.goto(`${origin}${path}`);
  await page.locator('.graphiql-container').waitFor();
  return { page, elsewhere, problems, close: () => context.close() };
}

async function useToken(page: Page, token: string) {
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Use token' }).click();
}

/** Replaces the query editor's text by typing, as a person would. */
async function typeQuery(page: Page, query: string) {
  await page.locator('.graphiql-query-editor .CodeMirror').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(query);
}

/** The JSON the result pane shows (the editor's text, without its line numbers). */
const shownResult = (page: Page) =>
  page
    .locator('.result-window .CodeMirror')
    .evaluate((editor) => (editor as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue())
    .then((text) => JSON.parse(text));

/** Picks a version and waits for the schema of that version to arrive. */
async function chooseVersion(page: Page, version: string) {
  const introspected = page.waitForResponse(
    (response) =>
      response.request().headers()['api-version'] === version &&
      (response.request().postData() ?? '').includes('IntrospectionQuery'),
  );
  await page.getByLabel('API-Version').selectOption(version);
  await introspected;
}

/** The field names the documentation explorer lists for a type, found through its search. */
async function documentedFields(page: Page, type: string): Promise<string[]> {
  const search = page.locator('.graphiql-doc-explorer-search-input input');
  await search.fill(type);
  await page
    .locator('.graphiql-doc-explorer-search [role=option]', { hasText: new RegExp(`^${type}$`) })
    .click();
  await page.locator('.graphiql-doc-explorer-title', { hasText: type }).waitFor();
  return page.locator('.graphiql-doc-explorer-field-name').allInnerTexts();
}

describe('the API explorer in a browser', () => {
  it('runs a query with the token and version given in its fields, from the gateway alone', async () => {
    const { page, elsewhere, problems, close } = await openExplorer('/');
    await useToken(page, env.tokens.acme[0]);
    await page.getByLabel('API-Version').selectOption('2026-07');
    await typeQuery(page, '{\n  me {\n    name\n  }\n  boards {\n    id\n    name\n  }\n}');
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.result-window', { hasText: '"Roadmap"' }).waitFor();

    const result = await shownResult(page);
    expect(result.data.boards).toEqual([{ id: expect.any(String), name: 'Roadmap' }]);
    expect(result.data.me).toEqual({ name: expect.any(String) });
    expect(result.extensions.complexity).toBeDefined();
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page.locator('.graphiql-doc-explorer-root-type', { hasText: 'Query' }).waitFor();
    mkdirSync(OUTPUT_DIR, { recursive: true });
    await page.screenshot({ path: join(OUTPUT_DIR, 'explorer.png') });

    // The query is in the history, and the token survives a reload (this browser's storage only).
    await page.getByRole('button', { name: 'Show History' }).click();
    await expect(page.locator('.graphiql-history-item').count()).resolves.toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByLabel('API token').inputValue()).resolves.toBe(env.tokens.acme[0]);

    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('documents the schema of the version chosen', async () => {
    const { page, problems, close } = await openExplorer('/graphql');
    await useToken(page, env.tokens.acme[0]);
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();

    await chooseVersion(page, '2026-04');
    const before = await documentedFields(page, 'Item');
    expect(before).toEqual(expect.arrayContaining(['id', 'name', 'created_at']));
    expect(before).not.toContain('updated_at');
    await chooseVersion(page, '2026-07');
    expect(await documentedFields(page, 'Item')).toContain('updated_at');

    expect(problems).toEqual([]);
    await close();
  });

  it('without a token shows the refusal the API gives, not data', async () => {
    const { page, close } = await openExplorer('/');
    await typeQuery(page, '{ me { name } }');
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.result-window', { hasText: 'UserUnauthorizedException' }).waitFor();
    expect((await shownResult(page)).data).toBeUndefined();
    await close();
  });
});

describe('the explorer over HTTP', () => {
  it('is the page at / and for a browser at /graphql, with no token, locked to its own origin', async () => {
    for (const path of ['/', '/graphql']) {
      const answer = await fetch(`${origin}${path}`, { headers: { accept: BROWSER_HTML } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      const html = await answer.text();
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
      const script = /<script src="([^"]+)"/.exec(html)?.[1];
      const asset = await fetch(new URL(script!, `${origin}${path}`));
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
  });

  it('leaves GraphQL over HTTP as it was for anything but a browser page', async () => {
    const query = encodeURIComponent('{ me { name } }');
    const token = env.tokens.acme[0];
    const run = await fetch(`${env.gatewayUrl}?query=${query}`, {
      headers: { accept: BROWSER_HTML, authorization: token },
    });
    expect(run.headers.get('content-type')).toContain('application/json');
    const answer = (await run.json()) as { data: { me: { name: string } } };
    expect(answer.data.me.name).toEqual(expect.any(String));
    for (const accept of ['application/json', 'application/graphql-response+json', '*/*']) {
      const noQuery = await fetch(env.gatewayUrl, { headers: { accept, authorization: token } });
      expect(noQuery.status).toBe(400);
      expect(noQuery.headers.get('content-type')).toContain('json');
    }
    const unknownFile = await fetch(`${origin}/explorer/app.js`);
    expect(unknownFile.status).toBe(404);
  });
});
