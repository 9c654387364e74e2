/** What an operation's price takes of memory besides its parts (`priceBytes`). */
const PRICE_BYTES = 256;
/** Each selection or composite field priced (an abstract selection's once per possible type), measured at 190 to 205. */
const PART_BYTES = 200;
/** Each character of the document: a price keeps its parsed document, tokens included (measured at 111). */
const DOCUMENT_CHAR_BYTES = 120;

/**
 * About what a price of `parts` selections and composite fields takes of memory, its document's
 * parse (`documentChars` long) included: measured as the heap taken by 2,000 prices of one page,
 * each with its own variables and its own parse of the document (`served-supergraph.spec.ts`).
 */
export const priceBytes = (parts: number, documentChars: number): number =>
  PRICE_BYTES + parts * PART_BYTES + documentChars * DOCUMENT_CHAR_BYTES;

/** A response's `data` as the gateway answers it: objects keyed by response name. */
export type Data = Record<string, unknown>;

/**
 * A composite field of an operation's price: the part that the response decides. A list counts the
 * entries it really holds, a null object costs nothing under it, and a field the response leaves
 * out is priced as estimated.
 */
export interface PricedField {
  /** Response name (alias or field name). */
  key: string;
  /** Charged once per call, whatever the response holds. */
  weight: number;
  /** What the field costs when the response leaves it out: its estimate. */
  estimate: number;
  /** The most long text (`@longText`) it may answer, in KiB: like the estimate, lists at full size. */
  textKib: number;
  list: boolean;
  of: SelectionPrice;
}

/**
 * A selection on one object type: its scalar fields priced once and for all (`fixed`), its
 * composite fields left to the response. A selection of scalars only never reads its object.
 */
export class ObjectPrice {
  readonly estimate: number;
  /** The most long text one object may answer, in KiB (`PricedField.textKib`). */
  readonly textKib: number;

  constructor(
    readonly fixed: number,
    readonly fields: readonly PricedField[],
    fixedTextKib = 0,
  ) {
    this.estimate = fields.reduce((sum, field) => sum + field.estimate, fixed);
    this.textKib = fields.reduce((sum, field) => sum + field.textKib, fixedTextKib);
  }

  /** The cost of one non-null object of the response. */
  cost(data: Data): number {
    let total = this.fixed;
    for (const field of this.fields) total += costOfField(field, data[field.key]);
    return total;
  }
}

/**
 * A selection on an interface or union: the response's `__typename` picks the type that counts;
 * without one, the dearest of the possible types does. `named` prices a type it did not
 * expect (compiled on first sight).
 */
export class AbstractPrice {
  readonly estimate: number;
  readonly textKib: number;
  private readonly byName: Map<string, ObjectPrice>;
  /** The dearest type's price when no possible type selects a composite field: it reads nothing. */
  private readonly dearestFixed: number | undefined;

  constructor(
    private readonly candidates: ReadonlyMap<string, ObjectPrice>,
    private readonly named: (typename: string) => ObjectPrice | undefined,
  ) {
    const prices = [...candidates.values()];
    this.byName = new Map(candidates);
    this.estimate = Math.max(0, ...prices.map((price) => price.estimate));
    this.textKib = Math.max(0, ...prices.map((price) => price.textKib));
    this.dearestFixed = prices.every((price) => price.fields.length === 0) ? this.estimate : undefined;
  }

  cost(data: Data): number {
    const typename = data.__typename;
    const price = typeof typename === 'string' ? this.priceOf(typename) : undefined;
    if (price) return price.cost(data);
    if (this.dearestFixed !== undefined) return this.dearestFixed;
    let dearest = 0;
    for (const candidate of this.candidates.values()) dearest = Math.max(dearest, candidate.cost(data));
    return dearest;
  }

  private priceOf(typename: string): ObjectPrice | undefined {
    let price = this.byName.get(typename);
    if (!price) {
      price = this.named(typename);
      if (price) this.byName.set(typename, price);
    }
    return price;
  }
}

export type SelectionPrice = ObjectPrice | AbstractPrice;

function costOfField(field: PricedField, value: unknown): number {
  if (value === undefined) return field.estimate;
  if (!field.list) return field.weight + (value === null ? 0 : field.of.cost(value as Data));
  if (!Array.isArray(value)) return field.weight;
  let total = field.weight;
  for (let index = 0; index < value.length; index += 1) {
    const entry: unknown = value[index];
    if (entry !== null && entry !== undefined) total += field.of.cost(entry as Data);
  }
  return total;
}

/**
 * The price of one operation with its variables: the estimate, and where in a response the actual
 * cost can differ from it (lists, objects that may be null, abstract types). Settling reads only
 * those places; scalars, and objects under a list of scalars only, are never visited.
 */
export class OperationPrice {
  constructor(
    readonly estimate: number,
    private readonly root: SelectionPrice | null,
    /** The most long text the response may hold, in KiB: what admission reserves of the text pace. */
    readonly textKib = 0,
    /** About what keeping the price takes of memory, in bytes (`priceBytes`), for a cache bounded by them. */
    readonly bytes = PRICE_BYTES,
  ) {}

  /**
   * The cost of what was returned, never above the estimate: a list longer than its assumed size is
   * not billed beyond it. A part the server failed to answer (`failed`: the paths of its errors, a
   * subgraph cut off by the deadline among them) is charged as estimated, not as the null it left:
   * the work it did up to the failure was done all the same.
   */
  actual(data: Data | null | undefined, failed: readonly ErrorPath[] = []): number {
    if (!this.root) return 0;
    if (data === null || data === undefined) return failed.length > 0 ? this.estimate : 0;
    const answered = failed.length > 0 ? withoutFailed(data, failed) : data;
    return Math.min(this.root.cost(answered), this.estimate);
  }
}

/** Where an error sits in a response (GraphQL's `path`). */
export type ErrorPath = ReadonlyArray<string | number>;

/**
 * `data` with each failed part left out, so its field is priced as estimated: the deepest part of
 * the path the response still holds (a null in a non-null field goes up to a nullable parent).
 * Copies only the objects and lists on the paths; `data` is unchanged.
 */
export function withoutFailed(data: Data, failed: readonly ErrorPath[]): Data {
  const root: Data = { ...data };
  for (const path of failed) {
    let container: Record<string | number, unknown> = root;
    for (let index = 0; index < path.length; index += 1) {
      const key = path[index];
      const value = container[key];
      if (index === path.length - 1 || value === null || typeof value !== 'object') {
        container[key] = undefined;
        break;
      }
      const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
      container[key] = copy;
      container = copy;
    }
  }
  return root;
}
