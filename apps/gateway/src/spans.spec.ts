import { readFileSync } from 'node:fs';
import { context, type Tracer } from '@opentelemetry/api';
import { idleTracer, leaveOutGatewaySpans } from './spans';

/* eslint-disable @typescript-eslint/no-require-imports */
const apolloTelemetry = () => require('@apollo/gateway/dist/utilities/opentelemetry') as { tracer: Tracer };
/* eslint-enable @typescript-eslint/no-require-imports */

describe("Apollo Gateway's spans while tracing is off", () => {
  it('are left to a tracer that only runs the work: no span made, no context entered', () => {
    expect(apolloTelemetry().tracer.startActiveSpan).toEqual(expect.any(Function));
    leaveOutGatewaySpans();
    const tracer = apolloTelemetry().tracer;
    expect(tracer).toBe(idleTracer);
    const entered = jest.spyOn(context, 'with');
    const seen = tracer.startActiveSpan('gateway.fetch', { attributes: { service: 'items' } }, (span) => {
      span.setAttributes({ a: 1 });
      span.end();
      return span.isRecording() ? 'recording' : 'idle';
    });
    expect(seen).toBe('idle');
    expect(entered).not.toHaveBeenCalled();
  });

  it('are taken from that tracer by each span Apollo Gateway starts (a tripwire for its upgrades)', () => {
    for (const file of ['index.js', 'executeQueryPlan.js']) {
      const source = readFileSync(require.resolve(`@apollo/gateway/dist/${file}`), 'utf8');
      expect(source).toContain('opentelemetry_1.tracer.startActiveSpan(');
      expect(source).not.toMatch(/\bapi_1\.trace\.getTracer\(/);
    }
  });
});
