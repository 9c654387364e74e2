// What resolvers pass to the fields of a type when no record serves as is (codegen.ts `mappers`).

/** A board of the boards subgraph, as federation hands it over: its key. */
export interface BoardReference {
  id: string;
}
