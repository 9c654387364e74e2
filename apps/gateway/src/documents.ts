import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { PERSISTED_QUERY_LIMITS } from './persisted';

/** What the parsed documents kept in each gateway process may take of memory, by `parsedBytes`. */
const DOCUMENT_BYTES = 64 * 1024 * 1024;

/**
 * About what a parsed document takes of memory: its nodes, their locations and the token list
 * they keep, 97 to 113 bytes a character of operation text, measured on the heap (comments, a
 * string of no tokens, far less): `documents.spec.ts`.
 */
const PARSED_BYTES_PER_CHARACTER = 120;
const parsedBytes = (document: DocumentNode) =>
  Math.max(textOf(document).length, 1) * PARSED_BYTES_PER_CHARACTER;

/**
 * Apollo Server's cache of parsed documents, sized by what each entry holds. Apollo's default
 * counts a document by its JSON, in which a location is `{start, end}`: every document also keeps
 * the whole text it was parsed from (`loc.source`), comments included, uncounted, so distinct
 * 900 KB texts (even refused, anonymous ones: Apollo parses before any plugin refuses) were each
 * kept at the cost of a few hundred bytes. Here an entry weighs what its parse takes (a character
 * of operation text is about 110 bytes of nodes and tokens), and a text longer than a
 * persisted query may be (`PERSISTED_QUERY_LIMITS.textBytes`) is not kept at all: a client that
 * repeats an operation sends it short or by its hash, while texts that large are one-offs (or
 * padding) that would only push the repeated ones out and hold memory until they age out.
 */
export class ParsedDocuments {
  private readonly documents = new LRUCache<string, DocumentNode>({
    maxSize: DOCUMENT_BYTES,
    sizeCalculation: parsedBytes,
  });

  async get(key: string): Promise<DocumentNode | undefined> {
    return this.documents.get(key);
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    if (textOf(document).length > PERSISTED_QUERY_LIMITS.textBytes) return;
    this.documents.set(key, document);
  }

  async delete(key: string): Promise<boolean> {
    return this.documents.delete(key);
  }
}

const textOf = (document: DocumentNode) => document.loc?.source.body ?? '';
