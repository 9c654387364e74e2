// What resolvers pass to the fields of a type when no record serves as is (codegen.ts `mappers`).

/** A board of the boards subgraph, as federation hands it over: its key. */
export interface BoardReference {
  id: string;
}

/** What the gateway hands over about an item (its key plus the fields `column_values` requires). */
export interface ItemReference {
  id: string;
  board?: BoardReference | null;
  created_at?: string | null;
  updated_at?: string | null;
  creator_id?: string | null;
  updater_id?: string | null;
}

/** A user of the boards subgraph (`resolvable: false` here): its key. */
export interface UserReference {
  id: string;
}
