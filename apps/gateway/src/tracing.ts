import { startTracing } from '@workapi/telemetry';

// main.ts imports this first: tracing, when configured, instruments Node's http as the server's
// modules load it.
startTracing('gateway');
