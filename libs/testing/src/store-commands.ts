/**
 * The database commands one server of a stack has sent so far, by collection, from its
 * `GET /metrics` (`workapi_db_commands_total`): what a test counts to show what a request read.
 */
export async function storeCommands(port: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const collection = /^workapi_db_commands_total\{.*collection="([^"]+)"/.exec(line)?.[1];
    if (collection)
      counts.set(collection, (counts.get(collection) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return counts;
}

/** The commands a server has sent so far to any of `collections`. */
export async function storeCommandsOn(port: number, ...collections: string[]): Promise<number> {
  const counts = await storeCommands(port);
  return collections.reduce((total, collection) => total + (counts.get(collection) ?? 0), 0);
}
