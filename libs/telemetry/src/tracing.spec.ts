import { startTracing, tracingConfigured, tracingStarted } from './tracing';

describe('tracingConfigured', () => {
  it('is on when the standard variables name an OTLP endpoint or an exporter', () => {
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(
      tracingConfigured({
        OTEL_TRACES_EXPORTER: 'otlp',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces',
      }),
    ).toBe(true);
  });

  it('is off by default, with the exporter `none`, and with the SDK disabled', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(false);
    expect(
      tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBe(false);
    expect(
      tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
  });
});

describe('startTracing', () => {
  it('when not configured, starts nothing and loads none of the SDK', () => {
    expect(startTracing('gateway', {})).toBe(false);
    expect(tracingStarted()).toBe(false);
    const loaded = Object.keys(require.cache).filter((path) => path.includes('@opentelemetry/sdk-node'));
    expect(loaded).toEqual([]);
  });
});
