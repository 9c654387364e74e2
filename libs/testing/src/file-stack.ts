import type { GraphQLClient } from './client';
import { startTestStack, type TestStack } from './stack';

/** A test file's stack, readable once the file's `beforeAll` has started it. */
export interface FileStack {
  readonly env: TestStack;
  readonly acme: GraphQLClient;
  readonly globex: GraphQLClient;
}

/**
 * The stack many e2e files start: accounts acme and globex, a client for each one's first user,
 * started before the file's tests and stopped after them (this registers the file's `beforeAll`
 * and `afterAll`). Its fields are read inside tests and hooks, once it is started.
 */
export function twoAccountStack(): FileStack {
  let env: TestStack | undefined;
  beforeAll(async () => {
    env = await startTestStack([{ name: 'acme' }, { name: 'globex' }]);
  });
  afterAll(async () => {
    await env?.stop();
  });
  const started = (): TestStack => {
    if (!env) throw new Error('the stack is not started yet: read it inside a test or a hook');
    return env;
  };
  return {
    get env() {
      return started();
    },
    get acme() {
      return started().clients.acme;
    },
    get globex() {
      return started().clients.globex;
    },
  };
}
