// The value conformance cases (test/conformance/values/): what Puppet 7.23 made of each expression
// (scripts/gen-values-cases.rb), and the one comparison the suites hold overcat to: the same text
// and detailed type, or the same error message where Puppet failed.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

export interface ValueExpectation {
  group: string;
  text?: string;
  type?: string;
  error?: string;
  mismatch?: string;
}

/** What overcat made of an expression; `syntax` when it could not read it. */
export type ValueOutcome = { text: string; type: string } | { error: string } | { syntax: string };

const dir = new URL('../conformance/values/', import.meta.url);

export function readValuesFile<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as T;
}

/** The expectations of a file, by group in the file's order. */
export function expectationGroups(name: string): Map<string, [string, ValueExpectation][]> {
  const groups = new Map<string, [string, ValueExpectation][]>();
  for (const [expr, exp] of Object.entries(readValuesFile<Record<string, ValueExpectation>>(name))) {
    if (!groups.has(exp.group)) groups.set(exp.group, []);
    groups.get(exp.group)!.push([expr, exp]);
  }
  return groups;
}

export function agrees(got: ValueOutcome, exp: ValueExpectation): boolean {
  if (exp.error !== undefined) return 'error' in got && got.error === exp.error;
  return 'text' in got && got.text === exp.text && got.type === exp.type;
}

export function expectAgreement(got: ValueOutcome, exp: ValueExpectation): void {
  if (exp.error !== undefined) {
    expect(got).toHaveProperty('error');
    expect((got as { error: string }).error).toBe(exp.error);
  } else {
    expect(got).toEqual({ text: exp.text, type: exp.type });
  }
}
