import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs, one line per event; a terminal gets them pretty-printed when pino-pretty
 * is installed (it is a development dependency, absent from production images).
 */
export function createLogger(service: string, level: string, pretty = process.stdout.isTTY): Logger {
  const options = {
    level,
    base: { service },
    redact: { paths: ['req.headers.authorization', '*.authorization', '*.token'], censor: '[redacted]' },
  };
  if (pretty && hasPrettyPrinter()) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } },
    });
  }
  return pino(options);
}

function hasPrettyPrinter(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
