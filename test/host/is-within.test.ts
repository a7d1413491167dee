// isWithin, the root check of every confined read: by path segments, with the platform's separators.
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWithin } from '../../src/host/host.js';

describe('isWithin', () => {
  it('accepts the root and what lies below it, not a sibling sharing a prefix', () => {
    expect(isWithin('/a/b', '/a/b')).toBe(true);
    expect(isWithin('/a/b/c', '/a/b')).toBe(true);
    expect(isWithin('/a/b/c', '/a/b/')).toBe(true);
    expect(isWithin('/a/bc', '/a/b')).toBe(false);
    expect(isWithin('/a', '/a/b')).toBe(false);
    expect(isWithin('/a/b', '/')).toBe(true);
  });
  it("uses the platform's separator: a backslash separates on Windows, and is a name character elsewhere", () => {
    expect(isWithin('C:\\data\\x', 'C:\\data')).toBe(sep === '\\');
    expect(isWithin('/a/b\\c', '/a/b')).toBe(sep === '\\');
  });
});
