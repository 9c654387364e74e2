import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';

/**
 * Shape limits every operation must keep, besides its cost (README, "Limits"). Tokens are counted
 * by the parser itself (graphql-js `maxTokens`), the rest by validation rules: GraphQL Armor's for
 * aliases, depth and directives, and one here for root fields, which Armor does not count.
 */
export const SHAPE_LIMITS = {
  tokens: 15_000,
  aliases: 100,
  depth: 15,
  directives: 50,
  rootFields: 100,
} as const;

/** Armor's rules throw by default; reporting keeps every refusal a validation error, without its "Syntax Error:" prefix. */
const report: GraphQLArmorRejectCallback = (context, error) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
const armor = { propagateOnRejection: false, onReject: [report] };

function rootFieldCount(
  selectionSet: SelectionSetNode,
  fragments: (name: string) => FragmentDefinitionNode | null | undefined,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += rootFieldCount(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments(selection.name.value);
      if (fragment) count += rootFieldCount(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}

/** At most `n` fields at the root of an operation (fragments spread there included). */
function maxRootFieldsRule(n: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const count = rootFieldCount(operation.selectionSet, (name) => context.getFragment(name), new Set());
      if (count > n) {
        context.reportError(
          new GraphQLError(`Root fields limit of ${n} exceeded, found ${count}.`, { nodes: [operation] }),
        );
      }
    },
  });
}

export const shapeRules: ValidationRule[] = [
  maxAliasesRule({ n: SHAPE_LIMITS.aliases, ...armor }),
  maxDepthRule({ n: SHAPE_LIMITS.depth, ignoreIntrospection: true, ...armor }),
  maxDirectivesRule({ n: SHAPE_LIMITS.directives, ...armor }),
  maxRootFieldsRule(SHAPE_LIMITS.rootFields),
];
