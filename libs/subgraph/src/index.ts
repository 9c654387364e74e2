/** The runtime every subgraph shares: Apollo Server on the HTTP server, context, internal routes. */
export * from './subgraph';
export * from './plugins';
export * from './resolver-map';
