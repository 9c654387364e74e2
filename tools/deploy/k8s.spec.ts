import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { ENV_VARIABLES } from '@workapi/config';
import { buildFromGoProxy, installKubernetesSchemas, KUBECONFORM, KUSTOMIZE } from '@workapi/devservices';

// deploy/k8s rendered by kustomize and checked by kubeconform against the Kubernetes API's JSON
// schemas, strictly; then what no schema can tell: the objects are wired to each other and to the
// servers (ports, probes, drain timings, configuration). The tools are built with Go and the
// schemas fetched with pip on the first run (about a minute), then kept in ~/.cache/workapi.

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const BASE = join(ROOT, 'deploy', 'k8s');
const SECRET_TEMPLATE = join(BASE, 'secret.example.yaml');
/** The Kubernetes version the manifests are checked against. */
const KUBERNETES_VERSION = '1.32.0';
/** Each app with its port (README, Configuration). */
const APPS = { gateway: 4000, boards: 4001, items: 4002, columns: 4003 };
/** What a server refuses to start without when NODE_ENV=production (README, Configuration). */
const PRODUCTION_SECRETS = ['CURSOR_SECRET', 'INTERNAL_SECRET', 'MONGO_URL', 'REDIS_URL'];

interface Probe {
  httpGet: { path: string; port: string };
}
interface Container {
  args: string[];
  ports: Array<{ name: string; containerPort: number }>;
  envFrom: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  startupProbe: Probe;
  livenessProbe: Probe;
  readinessProbe: Probe;
  lifecycle: { preStop: { exec: { command: string[] } } };
  securityContext: {
    allowPrivilegeEscalation: boolean;
    readOnlyRootFilesystem: boolean;
    capabilities: { drop: string[] };
  };
}
interface PodSpec {
  terminationGracePeriodSeconds: number;
  enableServiceLinks: boolean;
  securityContext: { runAsNonRoot: boolean; runAsUser: number };
  containers: Container[];
}
type Labels = Record<string, string>;
interface Manifest {
  kind: string;
  metadata: { name: string };
}
interface Deployment extends Manifest {
  spec: {
    replicas?: number;
    selector: { matchLabels: Labels };
    template: { metadata: { labels: Labels }; spec: PodSpec };
  };
}
interface Service extends Manifest {
  spec: { type?: string; selector: Labels; ports: Array<{ port: number; targetPort: string }> };
}
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: Array<{ key: string; operator: string; values: string[] }>;
}
interface NetworkPolicy extends Manifest {
  spec: {
    podSelector: Selector;
    policyTypes: string[];
    ingress: Array<{ from: Array<{ podSelector: Selector }>; ports: Array<{ port: string }> }>;
  };
}
interface PodDisruptionBudget extends Manifest {
  spec: { selector: { matchLabels: Labels } };
}
interface HorizontalPodAutoscaler extends Manifest {
  spec: {
    scaleTargetRef: { kind: string; name: string };
    minReplicas: number;
    metrics: Array<{ resource: { name: string } }>;
  };
}
interface ConfigMap extends Manifest {
  data: Record<string, string>;
}
interface Secret extends Manifest {
  stringData: Record<string, string>;
}
interface Verdict {
  kind: string;
  name: string;
  status: string;
  msg?: string;
}

const log = (message: string) => process.stderr.write(`[deploy/k8s] ${message}\n`);
let work: string;
let kubeconform: string;
let schemaLocation: string;
let rendered: Manifest[];
let renderedFile: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'k8s-manifests-'));
  let kustomize: string;
  [kubeconform, kustomize, schemaLocation] = await Promise.all([
    buildFromGoProxy(KUBECONFORM, process.env, log),
    buildFromGoProxy(KUSTOMIZE, process.env, log),
    installKubernetesSchemas(KUBERNETES_VERSION, process.env, log),
  ]);
  const { stdout } = await run(kustomize, ['build', BASE], { maxBuffer: 16 * 1024 * 1024 });
  rendered = parseAllDocuments(stdout).map((document) => document.toJS() as Manifest);
  renderedFile = join(work, 'rendered.yaml');
  writeFileSync(renderedFile, stdout);
}, 15 * 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** kubeconform's verdict on each object in `files`, as `Kind/name status: why`, sorted. */
async function validate(...files: string[]): Promise<string[]> {
  const args = ['-strict', '-kubernetes-version', KUBERNETES_VERSION, '-schema-location', schemaLocation];
  // It exits 1 when an object is invalid, with the same report on stdout.
  const { stdout } = await run(kubeconform, [...args, '-output', 'json', '-verbose', ...files]).catch(
    (failure: { stdout: string }) => failure,
  );
  const { resources } = JSON.parse(stdout) as { resources: Verdict[] };
  return resources.map((r) => `${r.kind}/${r.name} ${r.status}${r.msg ? `: ${r.msg}` : ''}`).sort();
}

function find<T extends Manifest>(kind: string, name?: string): T {
  const found = rendered.find(
    (manifest) => manifest.kind === kind && (!name || manifest.metadata.name === name),
  );
  if (!found) throw new Error(`deploy/k8s renders no ${kind} ${name ?? ''}`);
  return found as T;
}
const podOf = (app: string) => find<Deployment>('Deployment', app).spec.template.spec;
const containerOf = (app: string) => podOf(app).containers[0];
const config = () => find<ConfigMap>('ConfigMap');
const secretTemplate = () => parse(readFileSync(SECRET_TEMPLATE, 'utf8')) as Secret;
const subset = (part: Labels, whole: Labels) =>
  Object.entries(part).every(([key, value]) => whole[key] === value);
/** Whether a label selector picks pods with these labels (the `In` expressions the manifests use). */
const selects = (selector: Selector, labels: Labels) =>
  subset(selector.matchLabels ?? {}, labels) &&
  (selector.matchExpressions ?? []).every(
    (expression) => expression.operator === 'In' && expression.values.includes(labels[expression.key]),
  );

// kubeconform is a process of its own: on a busy two-core machine one run takes more than Jest's 5 s.
jest.setTimeout(30_000);

describe('deploy/k8s', () => {
  it(`is valid for the Kubernetes ${KUBERNETES_VERSION} API, every object, no unknown field`, async () => {
    const names = [...rendered, secretTemplate()].map(
      (manifest) => `${manifest.kind}/${manifest.metadata.name}`,
    );
    expect(await validate(renderedFile, SECRET_TEMPLATE)).toEqual(
      names.map((name) => `${name} statusValid`).sort(),
    );
  });

  it('fails that check for a misspelt field or a wrong type', async () => {
    const broken = (change: (container: Record<string, unknown>) => void) => {
      const deployment = structuredClone(find<Deployment>('Deployment', 'gateway'));
      change(deployment.spec.template.spec.containers[0] as unknown as Record<string, unknown>);
      return stringify(deployment);
    };
    const file = join(work, 'broken.yaml');
    writeFileSync(
      file,
      [
        broken((container) => (container.readinesProbe = container.readinessProbe)),
        broken((container) => (container.ports = [{ name: 'http', containerPort: '4000' }])),
      ].join('---\n'),
    );
    const verdicts = await validate(file);
    expect(verdicts).toHaveLength(2);
    expect(verdicts.join('\n')).toMatch(/statusInvalid: .*additional properties 'readinesProbe' not allowed/);
    expect(verdicts.join('\n')).toMatch(/statusInvalid: .*containerPort': got string, want integer/);
  });

  it('names every manifest of the folder in its kustomization (the Secret template aside)', () => {
    const { resources } = parse(readFileSync(join(BASE, 'kustomization.yaml'), 'utf8')) as {
      resources: string[];
    };
    const manifests = readdirSync(BASE).filter(
      (name) => name.endsWith('.yaml') && !['kustomization.yaml', 'secret.example.yaml'].includes(name),
    );
    expect([...resources].sort()).toEqual(manifests.sort());
  });

  it.each(Object.entries(APPS))(
    'runs %s from the image on port %i, behind its Service, PDB and HPA',
    (app, port) => {
      const deployment = find<Deployment>('Deployment', app);
      const labels = deployment.spec.template.metadata.labels;
      const container = containerOf(app);
      expect(container.args).toEqual(['node', `dist/apps/${app}/main.js`]);
      expect(container.ports).toEqual([{ name: 'http', containerPort: port }]);
      // The autoscaler owns the count: a `replicas` here would reset it at every apply.
      expect(deployment.spec.replicas).toBeUndefined();
      expect(subset(deployment.spec.selector.matchLabels, labels)).toBe(true);

      const service = find<Service>('Service', app).spec;
      expect(subset(service.selector, labels)).toBe(true);
      expect(service.ports).toEqual([expect.objectContaining({ port, targetPort: 'http' })]);
      expect(
        subset(find<PodDisruptionBudget>('PodDisruptionBudget', app).spec.selector.matchLabels, labels),
      ).toBe(true);
      const autoscaler = find<HorizontalPodAutoscaler>('HorizontalPodAutoscaler', app).spec;
      expect(autoscaler.scaleTargetRef).toEqual(expect.objectContaining({ kind: 'Deployment', name: app }));
      expect(autoscaler.minReplicas).toBeGreaterThanOrEqual(2);
      expect(autoscaler.metrics.map((metric) => metric.resource.name)).toEqual(['cpu']);
    },
  );

  it.each(Object.keys(APPS))('%s: ready on /ready, alive on /health', (app) => {
    const container = containerOf(app);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/ready', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/health', port: 'http' });
    expect(container.startupProbe.httpGet).toEqual({ path: '/health', port: 'http' });
  });

  it.each(Object.keys(APPS))('%s: drains longer than a request may run, and is killed only after', (app) => {
    const fetcher = readFileSync(join(ROOT, 'apps', 'gateway', 'src', 'subgraph-fetcher.ts'), 'utf8');
    const deadline = /export const REQUEST_TIMEOUT_MS = ([\d_]+);/.exec(fetcher)?.[1];
    if (!deadline) throw new Error('REQUEST_TIMEOUT_MS is no longer in apps/gateway/src/subgraph-fetcher.ts');
    const grace = Number(config().data.SHUTDOWN_GRACE_MS);
    expect(grace).toBeGreaterThan(Number(deadline.replaceAll('_', '')));

    const [sleep, seconds] = containerOf(app).lifecycle.preStop.exec.command;
    expect(sleep).toBe('sleep');
    expect(Number(seconds)).toBeGreaterThan(0);
    expect(podOf(app).terminationGracePeriodSeconds * 1000).toBeGreaterThan(Number(seconds) * 1000 + grace);
  });

  it('configures production with variables the servers read, subgraphs reached through their Services', () => {
    const settings = config().data;
    expect(settings).toEqual(expect.objectContaining({ NODE_ENV: 'production', HOST: '0.0.0.0' }));
    expect(Object.keys(settings).filter((name) => !ENV_VARIABLES.includes(name))).toEqual([]);
    expect([settings.PORT, settings.BOARDS_PORT, settings.ITEMS_PORT, settings.COLUMNS_PORT]).toEqual(
      Object.values(APPS).map(String),
    );
    for (const subgraph of ['boards', 'items', 'columns'] as const) {
      expect(settings[`${subgraph.toUpperCase()}_URL`]).toBe(`http://${subgraph}:${APPS[subgraph]}/graphql`);
    }
    const secret = secretTemplate();
    expect(Object.keys(secret.stringData).sort()).toEqual(PRODUCTION_SECRETS);
    const configMap = config().metadata.name;
    for (const app of Object.keys(APPS)) {
      expect(containerOf(app).envFrom).toEqual([
        { configMapRef: { name: configMap } },
        { secretRef: { name: secret.metadata.name } },
      ]);
      // Service links would set BOARDS_PORT=tcp://… (a Service named boards) under our own names.
      expect(podOf(app).enableServiceLinks).toBe(false);
    }
  });

  it("lets only the product's own pods reach the subgraphs: the gateway is the one way in", () => {
    const policy = find<NetworkPolicy>('NetworkPolicy', 'subgraphs').spec;
    const labelsOf = (app: string) => find<Deployment>('Deployment', app).spec.template.metadata.labels;
    for (const app of ['boards', 'items', 'columns']) {
      expect(selects(policy.podSelector, labelsOf(app))).toBe(true);
      expect(find<Service>('Service', app).spec.type).toBe('ClusterIP');
    }
    expect(selects(policy.podSelector, labelsOf('gateway'))).toBe(false);
    expect(policy.policyTypes).toEqual(['Ingress']);
    const [rule, ...others] = policy.ingress;
    expect(others).toEqual([]);
    expect(rule.ports).toEqual([{ port: 'http' }]);
    // Every app's pods are among those let in: the gateway, and the subgraphs' calls to each other.
    for (const app of Object.keys(APPS))
      expect(rule.from.some((peer) => selects(peer.podSelector, labelsOf(app)))).toBe(true);
    expect(rule.from.every((peer) => Object.keys(peer).join() === 'podSelector')).toBe(true);
  });

  it.each(Object.keys(APPS))('%s: not root, read-only root filesystem, no privilege to gain', (app) => {
    const pod = podOf(app);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(containerOf(app).securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
  });
});
