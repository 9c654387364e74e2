// graphql-js, outside production, checks on every `instanceOf` (each `isObjectType`, `isListType`
// ... of execution, validation and the gateway's planning) that a value of a foreign copy of the
// module is not mistaken for its own: a tenth of the gateway's CPU under load. It decides once,
// from NODE_ENV, when first loaded. Every server process loads this lib first (its main.ts imports
// ./tracing, which imports it), so graphql is loaded here, with NODE_ENV set to `production` for
// that moment only: the rest of the process keeps its own NODE_ENV (config reads `production` as
// "secrets required, nothing provisioned"). No static import of graphql here: it would load first.

function loadInProductionMode(): typeof import('graphql') {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('graphql') as typeof import('graphql');
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const graphql = loadInProductionMode();

/** Whether graphql-js runs without its development checks (false when it was loaded before this lib). */
export function graphqlInProductionMode(): boolean {
  // A development build throws on a look-alike of its own class ("from another module or realm").
  const lookalike = { [Symbol.toStringTag]: 'GraphQLScalarType', name: 'Lookalike' };
  try {
    return !graphql.isScalarType(lookalike);
  } catch {
    return false;
  }
}
