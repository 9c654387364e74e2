import { startTracing } from '@workapi/telemetry';
import { leaveOutSpans } from './spans';

// main.ts imports this first: tracing, when configured, instruments Node's http as the server's
// modules load it. When it is not, Apollo Gateway's spans cost nothing (spans.ts).
if (!startTracing('gateway')) leaveOutSpans();
