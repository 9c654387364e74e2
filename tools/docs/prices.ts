import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import {
  DEFAULT_PRICES,
  priceOfField,
  READ_PRICES,
  type CostDeclarations,
  type ListSize,
} from '@workapi/complexity';
import { code, series } from './markdown';

type Field = GraphQLField<unknown, unknown>;

interface Sizer {
  coordinate: string;
  field: Field;
  listSize: ListSize;
}

/**
 * A field's price in words, as the cost model computes it (README, Limits and prices): the same
 * declarations and defaults, read through `priceOfField`.
 */
export class PriceWords {
  /** Fields sized by the field that returned their type (`@listSize(sizedFields:)`), by coordinate. */
  private readonly sizedBy = new Map<string, Sizer[]>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly declared: CostDeclarations,
  ) {
    const mutation = schema.getMutationType();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const { listSize } = priceOfField(declared, type.name, field, type === mutation);
        for (const child of listSize?.sizedFields ?? []) {
          const coordinate = `${getNamedType(field.type).name}.${child}`;
          const sizer = { coordinate: `${type.name}.${field.name}`, field, listSize: listSize as ListSize };
          this.sizedBy.set(coordinate, [...(this.sizedBy.get(coordinate) ?? []), sizer]);
        }
      }
    }
  }

  /** What `Type.field` costs each time it is selected, `its selections` being what is selected under it. */
  of(parent: string, field: Field): string {
    const mutationRoot = parent === this.schema.getMutationType()?.name;
    const { weight, reads, listSize } = priceOfField(this.declared, parent, field, mutationRoot);
    if (!isCompositeType(getNamedType(field.type))) return String(weight);
    const parts = [String(weight)];
    const sizers = this.sizedBy.get(`${parent}.${field.name}`);
    if (!isListType(getNullableType(field.type))) parts.push('+ its selections');
    else if (sizers) {
      const bySize = new Map<string, string[]>();
      for (const sizer of sizers) {
        const words = this.size(sizer.field, sizer.listSize, false);
        bySize.set(words, [...(bySize.get(words) ?? []), code(sizer.coordinate)]);
      }
      const sources = [...bySize].map(([words, coordinates]) => `${words} of ${series(coordinates, 'or')}`);
      parts.push(`+ its selections × the ${series(sources, 'or')} that returned it`);
    } else parts.push(`+ its selections × ${this.size(field, listSize, true)}`);
    let words = parts.join(' ');
    const sized = listSize?.sizedFields ?? [];
    if (sized.length > 0) {
      const counted = series(sized.map(code));
      words += `, ${counted} counted ${this.size(field, listSize, false)} times`;
    }
    if (reads) {
      words +=
        `; without ${code(reads.unlessGiven)}, + ${READ_PRICES.scan} for reading every item of its boards` +
        ` and, after execution, + ${READ_PRICES.item} per item read`;
    }
    return words;
  }

  /**
   * How many entries a list counts for, as `sizeOf` in the cost model finds it: the largest
   * slicing argument given, else the assumed size; a given `ids` list caps it.
   */
  private size(field: Field, listSize: ListSize | undefined, withCap: boolean): string {
    const assumed = listSize?.assumedSize ?? DEFAULT_PRICES.listSize;
    const slicing = (listSize?.slicingArguments ?? []).flatMap((name) => {
      const arg = field.args.find((candidate) => candidate.name === name);
      return arg ? [arg] : [];
    });
    let words = `${assumed} (assumed)`;
    if (slicing.length > 0) {
      const names = slicing.map((arg) => code(arg.name));
      words = slicing.length === 1 ? names[0] : `the largest of ${series(names)}`;
      if (slicing.some((arg) => arg.defaultValue === undefined)) words += `, or ${assumed} when not given`;
    }
    const ids = field.args.find((arg) => arg.name === 'ids' && isListType(getNullableType(arg.type)));
    return withCap && ids ? `${words}, at most one per given ${code('ids')}` : words;
  }
}
