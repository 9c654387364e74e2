import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metricsRegistry } from './metrics';

// docs/grafana-dashboard.json queries the metrics this catalogue declares: a renamed metric or
// label fails here instead of leaving a panel silently empty.

interface Panel {
  title?: string;
  type: string;
  datasource?: { uid?: string };
  targets?: Array<{ expr: string }>;
  panels?: Panel[];
}

const dashboard = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', 'docs', 'grafana-dashboard.json'), 'utf8'),
) as { panels: Panel[]; templating: { list: Array<{ name: string; type: string; query: unknown }> } };

const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
const queries = panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ panel: panel.title ?? '', expr: target.expr })),
);

/** Labels Prometheus adds to every series it scrapes, and the bucket bound of a histogram's buckets. */
const SCRAPE_LABELS = ['job', 'instance'];

/** Every series name the registry serves, with the labels each may carry. */
function servedSeries(): Map<string, Set<string>> {
  const served = new Map<string, Set<string>>();
  for (const metric of metricsRegistry.getMetricsAsArray()) {
    const { name, labelNames = [] } = metric as unknown as { name: string; labelNames?: string[] };
    const labels = [...labelNames, ...SCRAPE_LABELS];
    const type = (metric as unknown as { type?: string }).type;
    if (type === 'histogram') {
      served.set(`${name}_bucket`, new Set([...labels, 'le']));
      served.set(`${name}_sum`, new Set(labels));
      served.set(`${name}_count`, new Set(labels));
    } else served.set(name, new Set(labels));
  }
  return served;
}

/** Each series selector `name{matchers}` of a PromQL expression, with the labels it matches on. */
function selectors(expr: string): Array<{ name: string; labels: string[] }> {
  return [...expr.matchAll(/([a-zA-Z_:][\w:]*)\{([^}]*)\}/g)].map(([, name, matchers]) => ({
    name,
    labels: [...matchers.matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map(([, label]) => label),
  }));
}

describe('docs/grafana-dashboard.json', () => {
  const served = servedSeries();

  it('has panels with queries, all on the Prometheus data source the user picks', () => {
    expect(queries.length).toBeGreaterThan(20);
    const datasource = dashboard.templating.list.find((variable) => variable.name === 'datasource');
    expect(datasource).toMatchObject({ type: 'datasource', query: 'prometheus' });
    for (const panel of panels.filter((candidate) => candidate.type !== 'row'))
      expect([panel.title, panel.datasource?.uid]).toEqual([panel.title, '${datasource}']);
  });

  it('queries only series the processes serve, on labels they carry, each filtered by the chosen processes', () => {
    for (const { panel, expr } of queries) {
      const found = selectors(expr);
      expect([panel, found.length]).not.toEqual([panel, 0]);
      for (const { name, labels } of found) {
        expect([panel, name, served.has(name)]).toEqual([panel, name, true]);
        expect([panel, name, labels.filter((label) => !served.get(name)?.has(label))]).toEqual([
          panel,
          name,
          [],
        ]);
        expect([panel, name, labels]).toEqual([panel, name, expect.arrayContaining(['job'])]);
      }
      // Grouping labels (`by (...)`) belong to one of the series the expression reads.
      const grouped = [...expr.matchAll(/by \(([^)]*)\)/g)].flatMap(([, list]) =>
        list.split(',').map((label) => label.trim()),
      );
      const known = new Set(found.flatMap(({ name }) => [...(served.get(name) ?? [])]));
      expect([panel, grouped.filter((label) => !known.has(label))]).toEqual([panel, []]);
      // No series named without a selector, which the checks above would not see.
      const bare = expr.replace(/\{[^}]*\}/g, '{}').match(/\b(workapi|process|nodejs)_\w+\b(?!\{)/g);
      expect([panel, bare]).toEqual([panel, null]);
    }
  });

  it('shows every workapi series the processes serve', () => {
    const shown = new Set(queries.flatMap(({ expr }) => selectors(expr).map(({ name }) => name)));
    const families = (name: string) => name.replace(/_(bucket|sum|count)$/, '');
    const shownFamilies = new Set([...shown].map(families));
    const missing = [...served.keys()]
      .map(families)
      .filter((name, index, all) => all.indexOf(name) === index && !shownFamilies.has(name));
    expect(missing).toEqual([]);
  });
});
