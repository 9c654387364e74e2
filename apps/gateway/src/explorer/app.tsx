// The API explorer in the browser: GraphiQL (editor, docs, history) under a bar that holds the API
// token and the API-Version every request carries. Bundled by bundle.ts; served by page.ts.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode, useMemo, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './app.css';
import type { ExplorerSettings } from './settings';

const TOKEN_KEY = 'workapi:token';
const VERSION_KEY = 'workapi:api-version';

const DEFAULT_QUERY = `# Enter your API token above, pick a version, then run this with the ▶ button (Ctrl-Enter).
{
  me {
    name
  }
  boards(limit: 5) {
    id
    name
  }
}
`;

function Explorer({ settings }: { settings: ExplorerSettings }) {
  const [token, setToken] = useState(() => localStorage.getItem(TOKEN_KEY) ?? '');
  const [version, setVersion] = useState(() => {
    const stored = localStorage.getItem(VERSION_KEY);
    return settings.versions.some((known) => known.value === stored) ? stored! : settings.defaultVersion;
  });
  // A new fetcher makes GraphiQL introspect again, so the docs show what this token and version see.
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: settings.endpoint,
        headers: { 'API-Version': version, ...(token ? { Authorization: token } : {}) },
      }),
    [settings.endpoint, token, version],
  );

  // The token is taken when submitted (Enter or the button), not per keystroke: each change
  // introspects again, and a run of half-typed tokens would count as unknown ones.
  const applyToken = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = String(new FormData(event.currentTarget).get('token') ?? '').trim();
    if (given) localStorage.setItem(TOKEN_KEY, given);
    else localStorage.removeItem(TOKEN_KEY);
    setToken(given);
  };
  const chooseVersion = (value: string) => {
    localStorage.setItem(VERSION_KEY, value);
    setVersion(value);
  };

  return (
    <div className="explorer">
      <form className="explorer-bar" onSubmit={applyToken}>
        <strong className="explorer-title">API explorer</strong>
        <label>
          API token
          <input
            name="token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="paste a token"
            defaultValue={token}
          />
        </label>
        <button type="submit">{token ? 'Change token' : 'Use token'}</button>
        <label>
          API-Version
          <select name="version" value={version} onChange={(event) => chooseVersion(event.target.value)}>
            {settings.versions.map((known) => (
              <option key={known.value} value={known.value}>
                {known.value} ({known.display_name})
              </option>
            ))}
          </select>
        </label>
        <span className="explorer-status" role="status">
          {token ? 'Token set: kept in this browser only' : 'No token: requests will be refused (401)'}
        </span>
      </form>
      <div className="explorer-graphiql">
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
      </div>
    </div>
  );
}

const root = document.getElementById('explorer')!;
const settings = JSON.parse(root.dataset.settings ?? '{}') as ExplorerSettings;
createRoot(root).render(
  <StrictMode>
    <Explorer settings={settings} />
  </StrictMode>,
);
