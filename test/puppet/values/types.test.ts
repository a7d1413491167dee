import { describe, expect, it } from 'vitest';
import { ArrayType, INTEGER, PHash, PuppetError, STRING, TypeAliasType, VariantType, assertInstance, describeMismatch, inferDetailed, parameterize, typeByName, type PType } from '../../../src/puppet/values/index.js';

describe('type aliases', () => {
  const aliases = new Map<string, PType>();
  const resolve = (name: string): PType | undefined => aliases.get(name);
  // type Tree = Variant[Integer, Array[Tree]]
  const tree = new TypeAliasType('Tree', (self) => new VariantType([INTEGER, new ArrayType(self)]));
  aliases.set('Tree', tree);
  aliases.set('Port', new TypeAliasType('Port', () => parameterize(INTEGER, [1, 65535]) as PType));

  it('resolve through the callback; unknown names are type references', () => {
    expect(typeByName('Tree', resolve)).toBe(tree);
    expect(typeByName('Nova_config', resolve).toString()).toBe("TypeReference['Nova_config']");
    expect(typeByName('Nova_config').toString()).toBe('Nova_config');
    expect(typeByName('Integer', resolve)).toBe(INTEGER);
  });

  it('may refer to themselves: instance checks and assignability terminate', () => {
    expect(tree.isInstance([1, [2, [3]]])).toBe(true);
    expect(tree.isInstance([1, ['x']])).toBe(false);
    expect(tree.isAssignable(tree)).toBe(true);
    expect(tree.isAssignable(new ArrayType(tree))).toBe(true);
    expect(tree.isAssignable(new ArrayType(STRING))).toBe(false);
    const other = new TypeAliasType('Other', (self) => new VariantType([INTEGER, new ArrayType(self)]));
    expect(tree.isAssignable(other)).toBe(true);
  });

  it('are named in mismatch messages with what they stand for', () => {
    expect(describeMismatch("parameter 'port'", aliases.get('Port')!, 70000)).toBe("parameter 'port' expects a Port = Integer[1, 65535] value, got Integer[70000, 70000]");
  });
});

describe('assertInstance', () => {
  it("throws Puppet's mismatch message as OVC3006", () => {
    expect(() => assertInstance("parameter 'x'", INTEGER, 1)).not.toThrow();
    try {
      assertInstance("Class[Nova]: parameter 'x'", INTEGER, PHash.fromRecord({ a: 1 }));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PuppetError);
      expect((e as PuppetError).code).toBe('OVC3006');
      expect((e as Error).message).toBe("Class[Nova]: parameter 'x' expects an Integer value, got Struct");
    }
  });
});

describe('type equality', () => {
  // type('a') prints as String but holds its value: so does every type holding it, though it prints alike.
  const a = inferDetailed(['a']);
  const b = inferDetailed(['b']);

  it('is structural: types holding unequal types are unequal, whatever their text', () => {
    expect(a.toString()).toBe(b.toString());
    expect(a.equals(b)).toBe(false);
    expect(a.equals(inferDetailed(['a']))).toBe(true);
    expect(inferDetailed(PHash.from([['k', ['a']]])).equals(inferDetailed(PHash.from([['k', ['b']]])))).toBe(false);
    expect(typeByName('Tuple').equals(a)).toBe(false);
  });

  it('keys hashes and merges variants by structure', () => {
    expect(PHash.from([[a, 1], [b, 2]]).size).toBe(2);
    expect(inferDetailed([['a'], ['b'], ['a']]).toString()).toBe('Tuple[Tuple[String], Tuple[String], Tuple[String]]');
    expect(inferDetailed(PHash.from([[['a'], 1], [['b'], 2]])).toString()).toBe('Hash[Variant[Tuple[String], Tuple[String]], Variant[Integer[1, 1], Integer[2, 2]], 2, 2]');
  });
});
