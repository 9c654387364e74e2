import { operationFromDocument, Supergraph, type Schema } from '@apollo/federation-internals';
import { QueryPlanner, type QueryPlan } from '@apollo/query-planner';
import { parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import {
  CostModel,
  costDeclarationsOf,
  type OperationPrice,
  type PricedOperation,
} from '@workapi/complexity';
import { sha256 } from '@workapi/registry';
import { OperationChecker } from './admission/operation';
import { forwardOf, subgraphSchemas, type Forward } from './forward';
import { VersionedSchemas } from './versions';

/** A supergraph to serve: a registry version, or the checked-in file (version null). */
export interface SupergraphSource {
  version: number | null;
  /** SHA-256 of `sdl`, hex, as the registry stores it and heartbeats report it. */
  hash: string;
  sdl: string;
}

/**
 * What the prices kept may take of memory, by their own estimate (`OperationPrice.bytes`). A price
 * is kept per operation and variables, so a client sending new variables each time adds one a
 * request (about 10 kB for a page with its column values): bounded by bytes, what any client sends
 * cannot grow the gateway beyond this.
 */
const PRICES_BYTES = 16 * 1024 * 1024;
/**
 * What the query plans kept may take of memory, by `planBytes`. A plan is kept per document and
 * operation name, and grows with its document (its subgraph operations, the parse it keeps): 20 kB
 * for a small page, 1 MB for 90 aliases, so a count of plans bounded nothing a tenant could not fill.
 */
const PLANS_BYTES = 64 * 1024 * 1024;

/**
 * About what a plan of `document` takes of memory: measured at 130 to 210 bytes a character of the
 * document, 20 kB at the least (`served-supergraph.spec.ts`); a document parsed without its
 * location counts as one of 2,000 characters.
 */
const planBytes = (document: DocumentNode): number => 16_384 + 220 * (document.loc?.end ?? 2_000);

/** An operation's query plan, and its forward when one subgraph answers it alone (forward.ts). */
export interface Planned {
  plan: QueryPlan;
  forward: Forward | null;
  /** About what it takes of memory (`planBytes`). */
  bytes: number;
}

/** A supergraph that cannot be served: it does not parse, build, validate, or route. */
export class SupergraphRejected extends Error {}

/**
 * Everything the gateway derives from one supergraph, changed together: the versioned API schemas
 * (validation, introspection, deprecations), the cost model and its prices, the query planner and
 * its plans, and the schemas a plan executes on. A request captures the current one once, in its
 * context, and keeps it to the end: a new supergraph serves the requests that start after it.
 */
export class ServedSupergraph {
  readonly version: number | null;
  readonly hash: string;
  readonly sdl: string;
  readonly schemas: VersionedSchemas;
  /** Validation verdicts per version and document. */
  readonly checker: OperationChecker;
  /** The federation API schema, for query plans and their execution. */
  readonly apiSchema: Schema;
  /** The same, as graphql-js, for an operation's execution context. */
  readonly operationSchema: GraphQLSchema;
  /** The supergraph with its join directives, as query plan execution reads it. */
  readonly supergraphSchema: GraphQLSchema;
  private readonly costs: CostModel;
  private readonly prices = new LRUCache<string, OperationPrice>({
    maxSize: PRICES_BYTES,
    sizeCalculation: (price) => price.bytes,
  });
  private readonly planner: QueryPlanner;
  private readonly plans = new LRUCache<string, Planned>({
    maxSize: PLANS_BYTES,
    sizeCalculation: (planned) => planned.bytes,
  });
  private readonly subgraphSchema: (name: string) => GraphQLSchema | undefined;

  /**
   * Builds and validates everything from the SDL, or throws SupergraphRejected: an SDL whose hash
   * is not the one recorded, one that does not parse or build, or that names a subgraph this
   * gateway has no URLs for (routing comes from the configuration, never from the supergraph).
   */
  constructor(source: SupergraphSource, routable: readonly string[]) {
    if (sha256(source.sdl) !== source.hash)
      throw new SupergraphRejected('its SDL does not have the hash recorded with it');
    let supergraph: Supergraph;
    try {
      supergraph = Supergraph.build(source.sdl);
      this.schemas = new VersionedSchemas(source.sdl, supergraph);
      this.costs = new CostModel(costDeclarationsOf(parse(source.sdl)));
    } catch (error) {
      throw new SupergraphRejected((error as Error).message);
    }
    const unknown = supergraph
      .subgraphsMetadata()
      .map(({ name }) => name)
      .filter((name) => !routable.includes(name));
    if (unknown.length > 0)
      throw new SupergraphRejected(
        `it routes to subgraphs this gateway does not know: ${unknown.join(', ')}`,
      );
    this.version = source.version;
    this.hash = source.hash;
    this.sdl = source.sdl;
    this.checker = new OperationChecker(this.schemas);
    this.apiSchema = supergraph.apiSchema();
    this.operationSchema = this.apiSchema.toGraphQLJSSchema();
    this.supergraphSchema = supergraph.schema.toGraphQLJSSchema();
    this.planner = new QueryPlanner(supergraph);
    this.subgraphSchema = subgraphSchemas(supergraph);
  }

  /** The price of an operation, cached by `key` (its version, document, name and variables). */
  priceOf(priced: PricedOperation, key: string): OperationPrice {
    let price = this.prices.get(key);
    if (!price) {
      price = this.costs.price(priced);
      this.prices.set(key, price);
    }
    return price;
  }

  /** The query plan of an operation and its forward, cached by its document's hash and operation name. */
  queryPlan(document: DocumentNode, queryHash: string, operationName: string | undefined): Planned {
    const key = operationName ? `${queryHash}\n${operationName}` : queryHash;
    let planned = this.plans.get(key);
    if (!planned) {
      const plan = this.planner.buildQueryPlan(
        operationFromDocument(this.apiSchema, document, { operationName }),
      );
      const forward = forwardOf(plan, document, operationName, this.subgraphSchema, this.operationSchema);
      planned = { plan, forward, bytes: planBytes(document) };
      this.plans.set(key, planned);
    }
    return planned;
  }
}
