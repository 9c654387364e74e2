import { legacyPath, setAtPath } from './operation-paths';

describe('binding a file part to its variable', () => {
  it('follows the map into objects and lists, making what is missing', () => {
    const operation: Record<string, unknown> = { query: 'q', variables: { file: null, files: [null, null] } };
    setAtPath(operation, 'variables.file', 'a');
    setAtPath(operation, 'variables.files.1', 'b');
    setAtPath(operation, 'variables.input.attachment', 'c');
    expect(operation.variables).toEqual({ file: 'a', files: [null, 'b'], input: { attachment: 'c' } });
  });

  it('binds only variables, and never an object prototype', () => {
    const operation: Record<string, unknown> = { variables: {} };
    expect(() => setAtPath(operation, 'query', 'x')).toThrow('variables.<name>');
    expect(() => setAtPath(operation, 'variables.__proto__.polluted', 'x')).toThrow('variables.<name>');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reads monday.com's legacy part name", () => {
    expect(legacyPath('variables[file]')).toBe('variables.file');
    expect(legacyPath('variables[__proto__]')).toBe('variables.__proto__');
    expect(legacyPath('0')).toBeUndefined();
  });
});
