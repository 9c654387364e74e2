import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { context, trace } from '@opentelemetry/api';
import { leaveOutSpans } from './spans';

describe('spans while tracing is off', () => {
  it('are left to a tracer that only runs the work: no span made, no context entered', () => {
    // As Apollo Gateway does, before the provider is set: its module asks once, when it loads.
    const asked = trace.getTracer('@apollo/gateway', '2');
    leaveOutSpans();
    const entered = jest.spyOn(context, 'with');
    for (const tracer of [asked, trace.getTracer('@apollo/gateway', '2')]) {
      const seen = tracer.startActiveSpan('gateway.fetch', { attributes: { service: 'items' } }, (span) => {
        span.setAttributes({ a: 1 });
        span.end();
        return span.isRecording() ? 'recording' : 'idle';
      });
      expect(seen).toBe('idle');
    }
    expect(entered).not.toHaveBeenCalled();
  });

  it('are those of the tracer Apollo Gateway gets from the API (a tripwire for its upgrades)', () => {
    const built = dirname(require.resolve('@apollo/gateway'));
    const source = (file: string) => readFileSync(join(built, file), 'utf8');
    expect(source(join('utilities', 'opentelemetry.js'))).toMatch(/\btrace\.getTracer\(/);
    for (const file of ['index.js', 'executeQueryPlan.js'])
      expect(source(file)).toContain('opentelemetry_1.tracer.startActiveSpan(');
  });
});
