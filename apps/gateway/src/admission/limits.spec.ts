import { buildSchema, parse, validate } from 'graphql';
import { SHAPE_LIMITS, shapeRules } from './limits';

const schema = buildSchema('type Query { me: User } type User { id: ID! friend: User }');
const messages = (query: string) => validate(schema, parse(query), shapeRules).map((error) => error.message);

describe('shape limits', () => {
  it('accept an operation at every limit', () => {
    const aliases = Array.from({ length: SHAPE_LIMITS.aliases }, (_, n) => `a${n}: me { id }`).join(' ');
    expect(messages(`{ ${aliases} }`)).toEqual([]);
    expect(messages(`{ ${'me { friend { '.repeat(7)} id ${'} } '.repeat(7)} }`)).toEqual([]);
  });

  it('refuse one alias, one level or one root field too many, naming the limit', () => {
    const aliases = Array.from({ length: SHAPE_LIMITS.aliases + 1 }, (_, n) => `a${n}: me { id }`).join(' ');
    expect(messages(`{ ${aliases} }`)).toContain(
      `Aliases limit of ${SHAPE_LIMITS.aliases} exceeded, found 101.`,
    );
    expect(messages(`{ ${'me { friend { '.repeat(8)} id ${'} } '.repeat(8)} }`)).toEqual([
      `Query depth limit of ${SHAPE_LIMITS.depth} exceeded, found 17.`, // 16 nested fields and the leaf
    ]);
    const roots = Array.from({ length: SHAPE_LIMITS.rootFields + 1 }, () => 'me { id }').join(' ');
    expect(messages(`{ ${roots} }`)).toEqual([
      `Root fields limit of ${SHAPE_LIMITS.rootFields} exceeded, found 101.`,
    ]);
  });

  it('count root fields spread in through fragments', () => {
    const fields = Array.from({ length: 60 }, () => 'me { id }').join(' ');
    const query = `query { ...A ...B } fragment A on Query { ${fields} } fragment B on Query { ${fields} }`;
    expect(messages(query)).toEqual([`Root fields limit of ${SHAPE_LIMITS.rootFields} exceeded, found 120.`]);
  });
});
