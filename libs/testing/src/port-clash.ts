/**
 * Runs `start` (which takes ports found free) again, on other ports, when it failed because one of
 * them was taken meanwhile (`EADDRINUSE` in its error): a port found free is only held once its
 * server listens, and another test process may bind it first. Three tries in all.
 */
export async function retryOnPortClash<T>(start: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= tries || !message.includes('EADDRINUSE')) throw error;
    }
  }
}
