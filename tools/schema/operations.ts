// The GraphQL operations this repository sends: those written in the e2e suite's and the seed
// tool's TypeScript, found with the TypeScript compiler API (docs/registry.md, "Known operations").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { executableDocument, type KnownOperation } from '@workapi/registry';

/** Where the operations are, by source name as the report counts them. */
export const OPERATION_SOURCES: Record<string, string> = { tests: 'apps/e2e/src', seed: 'tools/seed' };

/** What an interpolation becomes when it is not a constant of the file: a value that parses where a value may stand. */
const PLACEHOLDER = '0';
/** How deep constants that interpolate other constants are followed. */
const MAX_DEPTH = 8;

type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

const isLiteral = (node: ts.Node | undefined): node is Literal =>
  !!node &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node));

type Constant = Literal | ts.NumericLiteral;

/** The file's `const NAME = <string, template or number literal>` declarations, by name. */
function constantsOf(source: ts.SourceFile): Map<string, Constant> {
  const constants = new Map<string, Constant>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      (isLiteral(node.initializer) || (node.initializer && ts.isNumericLiteral(node.initializer))) &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    ) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

/**
 * The text a literal evaluates to, as far as the file alone tells: a template's interpolations
 * of the file's string and number constants are those constants' texts; any other interpolation
 * becomes PLACEHOLDER.
 */
function textOf(literal: Constant, constants: Map<string, Constant>, depth = 0): string {
  if (!ts.isTemplateExpression(literal)) return literal.text;
  let text = literal.head.text;
  for (const span of literal.templateSpans) {
    const constant = ts.isIdentifier(span.expression) ? constants.get(span.expression.text) : undefined;
    text += constant && depth < MAX_DEPTH ? textOf(constant, constants, depth + 1) : PLACEHOLDER;
    text += span.literal.text;
  }
  return text;
}

/** The GraphQL operations written as string or template literals in one TypeScript file. */
export function operationsInSource(fileName: string, code: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const constants = constantsOf(source);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (isLiteral(node)) {
      const text = textOf(node, constants);
      if (text.includes('{') && executableDocument(text)) {
        found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
      }
      // A template's own spans are expressions: literals inside them are looked at too.
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every operation of OPERATION_SOURCES under `root`, each named by its file and line. */
export function repositoryOperations(root: string): KnownOperation[] {
  const operations: KnownOperation[] = [];
  for (const [source, dir] of Object.entries(OPERATION_SOURCES)) {
    const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .sort();
    for (const file of files) {
      const path = join(root, dir, file);
      for (const { line, text } of operationsInSource(path, readFileSync(path, 'utf8'))) {
        operations.push({ id: `${relative(root, path)}:${line}`, source, text });
      }
    }
  }
  return operations;
}
