import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isInputObjectType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { annotationsOf } from '@workapi/versioning';
import {
  AbstractPrice,
  OperationPrice,
  ObjectPrice,
  priceBytes,
  type PricedField,
  type SelectionPrice,
} from './price';

/** `@listSize` of a field (Federation 2.9 / IBM cost spec). */
export interface ListSize {
  assumedSize?: number;
  slicingArguments?: string[];
  sizedFields?: string[];
}

/**
 * `@readsItems` of a field: called without the argument it names, the field reads every item of
 * its boards before answering (a first page of items_page builds its snapshot).
 */
export interface ItemReads {
  unlessGiven: string;
}

/** What the owning teams declared, by schema coordinate (`Type.field`). */
export interface CostDeclarations {
  weights: Map<string, number>;
  listSizes: Map<string, ListSize>;
  itemReads: Map<string, ItemReads>;
  /** `@longText(maxKib:)`: the most KiB of text one value of the field holds. */
  longTexts: Map<string, number>;
}

/**
 * Prices for what no team priced explicitly, as README, Limits and prices lists them:
 * a scalar 1, a relationship 10, a mutation 20, a list of unknown length 25 entries.
 */
export const DEFAULT_PRICES = {
  scalar: 1,
  relationship: 10,
  mutation: 20,
  listSize: 25,
} as const;

/**
 * What reading a board's items costs, on top of the page returned (README, Limits and prices): a
 * call that reads (`@readsItems`) pays `scan` in the estimate and in the actual cost, once per
 * call, so `boards(limit: 10) { items_page }` is ten scans; after execution it also pays `item`
 * for every stored item its subgraph reports having read.
 */
export const READ_PRICES = {
  scan: 25,
  item: 1,
} as const;

/** The price of the items read, reported by the subgraphs after execution. */
export function costOfReads(itemsRead: number): number {
  return Math.max(0, itemsRead) * READ_PRICES.item;
}

/**
 * What a response's text weighs, charged after execution (README, Limits and prices): every string
 * in it costs `TEXT_PRICE_PER_KIB` for each full KiB of its length. A short string is in its
 * field's price; a long update body or text value costs what it weighs, so the size of what an
 * account reads is bounded by its budget.
 */
export const TEXT_PRICE_PER_KIB = 1;

/** The price of `textKib` KiB of long text (`textKibOf`). */
export function costOfText(textKib: number): number {
  return textKib * TEXT_PRICE_PER_KIB;
}

/**
 * The long text of a response, in KiB: each string's full KiB, added up (`costOfText` prices it,
 * and the account's text pace (limits.ts) spreads it over time).
 */
export function textKibOf(data: unknown): number {
  let kibs = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') kibs += value.length >> 10;
    else if (Array.isArray(value)) for (const entry of value) pending.push(entry);
    else if (value !== null && typeof value === 'object')
      for (const key in value) pending.push((value as Record<string, unknown>)[key]);
  }
  return kibs;
}

/** What a field costs before its selections, as declared or by default. */
export interface FieldPrice {
  /** Charged once per call (per entry of the list it sits in). */
  weight: number;
  /** `@readsItems`: a call without the argument it names adds `READ_PRICES`. */
  reads?: ItemReads;
  /** `@listSize`: how many entries its selections count for, or which child fields it sizes. */
  listSize?: ListSize;
}

/**
 * The declared price of `Type.field`, else the default one: `mutationRoot` for a field of the
 * mutation type itself. Both the cost model and the API reference (`npm run docs`) read it.
 */
export function priceOfField(
  declared: CostDeclarations,
  parent: string,
  field: GraphQLField<unknown, unknown>,
  mutationRoot: boolean,
): FieldPrice {
  const coordinate = `${parent}.${field.name}`;
  const composite = isCompositeType(getNamedType(field.type));
  return {
    weight:
      declared.weights.get(coordinate) ??
      (mutationRoot
        ? DEFAULT_PRICES.mutation
        : composite
          ? DEFAULT_PRICES.relationship
          : DEFAULT_PRICES.scalar),
    reads: composite ? declared.itemReads.get(coordinate) : undefined,
    listSize: composite ? declared.listSizes.get(coordinate) : undefined,
  };
}

export interface PricedOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** Coerced variable values (defaults applied). */
  variables: Record<string, unknown>;
}

/**
 * How many entries a list counts for in an estimate: the largest slicing argument given, else the
 * assumed size; a lookup by `ids` returns at most one entry per id, so a given `ids` list caps it.
 */
export function listSizeOf(listSize: ListSize | undefined, args: Record<string, unknown>): number {
  const given = (listSize?.slicingArguments ?? []).flatMap((name) => {
    const value = args[name];
    return typeof value === 'number' && Number.isFinite(value) ? [Math.max(0, value)] : [];
  });
  const size = given.length > 0 ? Math.max(...given) : (listSize?.assumedSize ?? DEFAULT_PRICES.listSize);
  return Array.isArray(args.ids) ? Math.min(size, args.ids.length) : size;
}

/**
 * Prices operations with the cost the owning teams declared in their SDL. The estimate multiplies
 * each list's selections by its slicing argument (`limit`, number of `ids`) or its assumed size;
 * the actual cost counts the entries the lists really held instead. Both come from one price per
 * operation (`price`), made once and kept with the estimate: settling a response reads only the
 * lists and objects the price names, never the whole response. What first pages read is priced
 * apart, once the subgraphs have said how much (`costOfReads`).
 */
export class CostModel {
  constructor(private readonly declared: CostDeclarations) {}

  estimate(priced: PricedOperation): number {
    return this.price(priced).estimate;
  }

  price(priced: PricedOperation): OperationPrice {
    const root = priced.schema.getRootType(priced.operation.operation);
    if (!root) return new OperationPrice(0, null);
    const fragments = new Map(
      priced.document.definitions
        .filter(
          (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
        )
        .map((fragment) => [fragment.name.value, fragment]),
    );
    const pricing = new Pricing(this.declared, priced, fragments);
    // Root fields of a mutation are the mutations themselves; the data below them prices as a query.
    const selection = pricing.fields(
      root,
      [priced.operation.selectionSet],
      new Map(),
      priced.operation.operation === 'mutation',
    );
    const bytes = priceBytes(pricing.parts, priced.document.loc?.end ?? 0);
    return new OperationPrice(selection.estimate, selection, selection.textKib, bytes);
  }
}

/** Compiles an operation's selections into its price: what each costs, and what the response decides. */
class Pricing {
  /** The selections and composite fields priced so far: what the price's memory grows with (`priceBytes`). */
  parts = 0;

  constructor(
    private readonly declared: CostDeclarations,
    private readonly priced: PricedOperation,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  /**
   * The price of selections on a composite type. For an abstract type, one per possible type; the
   * response's `__typename` picks among them.
   */
  selection(
    type: GraphQLCompositeType,
    selectionSets: readonly SelectionSetNode[],
    sizes: Map<string, number>,
  ): SelectionPrice {
    if (!isAbstractType(type)) return this.fields(type, selectionSets, sizes, false);
    const { schema } = this.priced;
    const candidates = new Map(
      schema
        .getPossibleTypes(type)
        .map((candidate) => [candidate.name, this.fields(candidate, selectionSets, sizes, false)]),
    );
    return new AbstractPrice(candidates, (typename) => {
      const named = schema.getType(typename);
      return isObjectType(named) ? this.fields(named, selectionSets, sizes, false) : undefined;
    });
  }

  fields(
    type: GraphQLObjectType,
    selectionSets: readonly SelectionSetNode[],
    sizes: Map<string, number>,
    mutationRoot: boolean,
  ): ObjectPrice {
    const grouped = new Map<string, FieldNode[]>();
    for (const set of selectionSets) this.collect(type, set, grouped, new Set());
    let fixed = 0;
    let fixedTextKib = 0;
    const composites: PricedField[] = [];
    for (const [key, nodes] of grouped) {
      const field = nodes[0].name.value.startsWith('__') ? undefined : type.getFields()[nodes[0].name.value];
      if (!field) continue;
      const fieldCost = this.field(type, field, nodes, key, sizes.get(key), mutationRoot);
      if (typeof fieldCost === 'number') {
        fixed += fieldCost;
        fixedTextKib += this.declared.longTexts.get(`${type.name}.${field.name}`) ?? 0;
      } else composites.push(fieldCost);
    }
    this.parts += 1 + composites.length;
    return new ObjectPrice(fixed, composites, fixedTextKib);
  }

  /** A scalar field's price, or a composite field's (what the response decides of it). */
  private field(
    parent: GraphQLObjectType,
    field: GraphQLField<unknown, unknown>,
    nodes: FieldNode[],
    key: string,
    sizeFromParent: number | undefined,
    mutationRoot: boolean,
  ): number | PricedField {
    const named = getNamedType(field.type);
    const {
      weight: declared,
      reads,
      listSize,
    } = priceOfField(this.declared, parent.name, field, mutationRoot);
    if (!isCompositeType(named)) return declared;
    const args = getArgumentValues(field, nodes[0], this.priced.variables);
    const weight =
      declared +
      (reads && args[reads.unlessGiven] == null ? READ_PRICES.scan : 0) +
      this.argumentsCost(parent, field, args);
    const size = sizeFromParent ?? listSizeOf(listSize, args);
    // A field whose @listSize names sized fields passes its size down to them instead of using it.
    const childSizes = new Map<string, number>();
    if (listSize?.sizedFields?.length) {
      for (const child of listSize.sizedFields) childSizes.set(child, size);
    }
    const children = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    const of = this.selection(named, children, childSizes);
    const list = isListType(getNullableType(field.type));
    return {
      key,
      weight,
      list,
      of,
      estimate: weight + (list ? size * of.estimate : of.estimate),
      textKib: list ? size * of.textKib : of.textKib,
    };
  }

  /**
   * What the arguments given cost (`@cost` on an argument or input field, as in the IBM cost spec):
   * its weight once per value given, once per entry of a list, so `column_values` searched cost per
   * value. Charged once per call, with the field's own weight.
   */
  private argumentsCost(
    parent: GraphQLObjectType,
    field: GraphQLField<unknown, unknown>,
    args: Record<string, unknown>,
  ): number {
    let total = 0;
    for (const arg of field.args) {
      const value = args[arg.name];
      if (value != null)
        total += this.inputCost(`${parent.name}.${field.name}(${arg.name}:)`, arg.type, value);
    }
    return total;
  }

  private inputCost(coordinate: string, type: GraphQLInputType, value: unknown): number {
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      if (!Array.isArray(value)) return this.inputCost(coordinate, nullable.ofType, value);
      let total = 0;
      for (const entry of value)
        if (entry != null) total += this.inputCost(coordinate, nullable.ofType, entry);
      return total;
    }
    let total = this.declared.weights.get(coordinate) ?? 0;
    if (isInputObjectType(nullable) && typeof value === 'object' && value !== null) {
      for (const inner of Object.values(nullable.getFields())) {
        const given = (value as Record<string, unknown>)[inner.name];
        if (given != null) total += this.inputCost(`${nullable.name}.${inner.name}`, inner.type, given);
      }
    }
    return total;
  }

  /** Fields by response key, following fragments that apply to the type and honouring @skip/@include. */
  private collect(
    type: GraphQLObjectType,
    set: SelectionSetNode,
    grouped: Map<string, FieldNode[]>,
    visited: Set<string>,
  ): void {
    for (const selection of set.selections) {
      if (!this.included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        grouped.set(key, [...(grouped.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (this.applies(type, selection.typeCondition?.name.value))
          this.collect(type, selection.selectionSet, grouped, visited);
      } else {
        const fragment = this.fragments.get(selection.name.value);
        if (!fragment || visited.has(fragment.name.value)) continue;
        visited.add(fragment.name.value);
        if (this.applies(type, fragment.typeCondition.name.value))
          this.collect(type, fragment.selectionSet, grouped, visited);
      }
    }
  }

  private applies(type: GraphQLObjectType, condition: string | undefined): boolean {
    if (!condition || condition === type.name) return true;
    const conditionType = this.priced.schema.getType(condition);
    return (
      !!conditionType && isAbstractType(conditionType) && this.priced.schema.isSubType(conditionType, type)
    );
  }

  private included(node: Parameters<typeof getDirectiveValues>[1]): boolean {
    const skip = getDirectiveValues(GraphQLSkipDirective, node, this.priced.variables);
    if (skip?.if === true) return false;
    const include = getDirectiveValues(GraphQLIncludeDirective, node, this.priced.variables);
    return include?.if !== false;
  }
}

/**
 * The `@cost`, `@listSize`, `@readsItems` and `@longText` the subgraphs declared, as composed into
 * the supergraph.
 */
export function costDeclarationsOf(supergraph: DocumentNode): CostDeclarations {
  return {
    longTexts: new Map(
      [...annotationsOf(supergraph, 'longText')].map(([coordinate, args]) => [
        coordinate,
        Number(args.maxKib),
      ]),
    ),
    weights: new Map(
      [...annotationsOf(supergraph, 'cost')].map(([coordinate, args]) => [coordinate, Number(args.weight)]),
    ),
    listSizes: new Map(
      [...annotationsOf(supergraph, 'listSize')].map(([coordinate, args]) => [
        coordinate,
        {
          assumedSize: typeof args.assumedSize === 'number' ? args.assumedSize : undefined,
          slicingArguments: args.slicingArguments as string[] | undefined,
          sizedFields: args.sizedFields as string[] | undefined,
        },
      ]),
    ),
    itemReads: new Map(
      [...annotationsOf(supergraph, 'readsItems')].map(([coordinate, args]) => [
        coordinate,
        { unlessGiven: String(args.unlessGiven) },
      ]),
    ),
  };
}
