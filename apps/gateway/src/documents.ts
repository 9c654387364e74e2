import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { PERSISTED_QUERY_LIMITS } from './persisted';

/** Bytes of query text whose parsed documents are kept in each gateway process. */
const DOCUMENT_BYTES = 32 * 1024 * 1024;

/**
 * Apollo Server's cache of parsed documents, sized by what each entry holds. Apollo's default
 * counts a document by its JSON, in which a location is `{start, end}`: every document also keeps
 * the whole text it was parsed from (`loc.source`), comments included, uncounted, so distinct
 * 900 KB texts (even refused, anonymous ones: Apollo parses before any plugin refuses) were each
 * kept at the cost of a few hundred bytes. Here an entry weighs its text, and a text longer than a
 * persisted query may be (`PERSISTED_QUERY_LIMITS.textBytes`) is not kept at all: a client that
 * repeats an operation sends it short or by its hash, while texts that large are one-offs (or
 * padding) that would only push the repeated ones out and hold memory until they age out.
 */
export class ParsedDocuments {
  private readonly documents = new LRUCache<string, DocumentNode>({
    maxSize: DOCUMENT_BYTES,
    sizeCalculation: (document) => Math.max(textOf(document).length, 1),
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
