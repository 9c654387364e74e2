import { retryOnPortClash } from './port-clash';

describe('retryOnPortClash', () => {
  it('starts again when a port was taken meanwhile, and answers what the start that worked gave', async () => {
    let tries = 0;
    const started = await retryOnPortClash(async () => {
      tries += 1;
      if (tries < 3)
        throw new Error('items subgraph failed to start: listen EADDRINUSE: address already in use');
      return `ports of try ${tries}`;
    });
    expect([started, tries]).toEqual(['ports of try 3', 3]);
  });

  it('gives up after three tries, with the last error', async () => {
    let tries = 0;
    await expect(
      retryOnPortClash(async () => {
        tries += 1;
        throw new Error(`listen EADDRINUSE (try ${tries})`);
      }),
    ).rejects.toThrow('EADDRINUSE (try 3)');
    expect(tries).toBe(3);
  });

  it('does not start again for any other failure', async () => {
    let tries = 0;
    await expect(
      retryOnPortClash(async () => {
        tries += 1;
        throw new Error('the gateway did not become ready in time');
      }),
    ).rejects.toThrow('did not become ready');
    expect(tries).toBe(1);
  });
});
