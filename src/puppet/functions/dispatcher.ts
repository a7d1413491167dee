// The one way every function is called: finds the function by name and runs the first signature
// whose parameter types accept the arguments, or throws Puppet's argument error. Functions are
// registered by registry.ts (one import per function file).
//
// Adding a function: write `src/puppet/functions/<name>.ts` exporting
// `defineFunction('<name>', { params: [...types], rest?, block?, call(ctx, args, lambda) { ... } })`
// (several signatures for overloads, tried in order), and add it to the list in registry.ts.
// A function raises Puppet's errors by throwing FunctionError (or a value operation's PuppetError).
import { plainEach } from '../values/plain-text.js';
import { OptionalType, VariantType, typeText, describeMismatch, describeMismatches, type PType, type Value } from '../values/index.js';
import type { Location } from '../../diagnostics/source.js';
import type { FunctionContext, Lambda } from './context.js';
import type { PuppetFunction, Signature } from './function.js';

/** A function's failure with Puppet's message; the evaluator reports it at the call. */
export class FunctionError extends Error {
  constructor(
    message: string,
    /** OVC3110 for bad arguments, OVC3111 for other failures, OVC3108 a name call() finds no function of, OVC3114 for lookups, OVC3109 an unsupported function, OVC3116 an unsupported use of one ({what} in args), OVC3130 a function probing the compiling host, OVC3131 a Ruby function Puppet 7 cannot load, OVC3140–OVC3144 ERB templates. */
    readonly code: 'OVC3108' | 'OVC3109' | 'OVC3110' | 'OVC3111' | 'OVC3114' | 'OVC3116' | 'OVC3130' | 'OVC3131' | 'OVC3140' | 'OVC3141' | 'OVC3142' | 'OVC3143' | 'OVC3144' = 'OVC3111',
    /** The catalogue template's arguments when they are not just `{message}`. */
    readonly args?: Record<string, string>,
    /** Where the problem is when it is not the call (a line of a template); the call is then related. */
    readonly location?: Location,
  ) {
    super(message);
  }
}

/** Why one signature refuses a call (Puppet's TypeMismatchDescriber kinds, one per signature). */
type Refusal =
  | { kind: 'count'; min: number; max: number; got: number }
  | { kind: 'param'; name: string; expected: PType; value: Value }
  | { kind: 'missing-block' }
  | { kind: 'unexpected-block' }
  | { kind: 'block-count'; min: number; max: number; got: number; gotMax: number };

/** A count range as Puppet words it (`no`, `1`, `at most 2`, `at least 1`, `between 1 and 3`). */
function rangeText(min: number, max: number, zero: string): string {
  if (min === max) return min === 0 ? zero : String(min);
  if (min === 0) return max === Infinity ? 'unlimited' : `at most ${max}`;
  return max === Infinity ? `at least ${min}` : `between ${min} and ${max}`;
}

/** `expects between 1 and 2 arguments, got none`: a count range as Puppet words a refusal of it. */
export function countText(min: number, max: number, got: number, gotMax = got): string {
  const plural = (min === 1 && (max === 1 || max === Infinity)) || (min === 0 && max === 1) ? '' : 's';
  return `expects ${rangeText(min, max, 'no')} argument${plural}, got ${rangeText(got, gotMax, 'none')}`;
}

/** A refusal's text after the function's name (or after `rejected:`), with its leading space. */
function refusalText(r: Refusal): string {
  switch (r.kind) {
    case 'count':
      return ` ${countText(r.min, r.max, r.got)}`;
    case 'block-count':
      return ` block ${countText(r.min, r.max, r.got, r.gotMax)}`;
    case 'param':
      return ` ${describeMismatch(`parameter ${r.name}`, r.expected, r.value)}`;
    case 'missing-block':
      return ' expects a block';
    case 'unexpected-block':
      return ' does not expect a block';
  }
}

/** What a signature text needs of a signature (a Puppet closure's makes one too). */
export type SignatureShape = Pick<Signature, 'params' | 'required' | 'rest' | 'names' | 'block' | 'blockArity' | 'blockType'>;

const countRange = (s: SignatureShape): { min: number; max: number } => ({ min: s.required ?? s.params.length, max: s.rest ? Infinity : s.params.length });

/** Why the arguments (not the lambda) do not fit `s`. */
function argumentRefusal(s: SignatureShape, args: readonly Value[]): Refusal | undefined {
  const { min, max } = countRange(s);
  if (args.length < min || args.length > max) return { kind: 'count', min, max, got: args.length };
  for (let i = 0; i < args.length; i++) {
    const type = i < s.params.length ? s.params[i]! : s.rest!;
    if (!type.isInstance(args[i]!)) {
      const pname = s.names?.[Math.min(i, s.params.length)];
      return { kind: 'param', name: pname ? `'${pname}'` : String(i + 1), expected: type, value: args[i]! };
    }
  }
  return undefined;
}

/** Why the lambda (or its absence) does not fit `s`. */
function blockRefusal(s: SignatureShape, lambda: Lambda | undefined): Refusal | undefined {
  if (!lambda) return s.block === 'required' ? { kind: 'missing-block' } : undefined;
  if (s.block === undefined) return { kind: 'unexpected-block' };
  if (s.blockArity) {
    const [min, max] = s.blockArity;
    const n = lambda.parameterCount;
    // A `*$rest` lambda takes any count from its required parameters up ("got at least 3").
    if (lambda.capturesRest ? n - 1 > max : n < min || n > max) return { kind: 'block-count', min, max, got: lambda.capturesRest ? n - 1 : n, gotMax: lambda.capturesRest ? Infinity : n };
  }
  return undefined;
}

/** Puppet's one refusal standing for all signatures when they all fail alike, else undefined. */
function merged(refusals: Refusal[]): Refusal | undefined {
  const first = refusals[0]!;
  if (!refusals.every((r) => r.kind === first.kind)) return undefined;
  switch (first.kind) {
    case 'count':
    case 'block-count': {
      const all = refusals as Extract<Refusal, { kind: 'count' | 'block-count' }>[];
      return { ...first, min: Math.min(...all.map((r) => r.min)), max: Math.max(...all.map((r) => r.max)) };
    }
    case 'param': {
      const all = refusals as Extract<Refusal, { kind: 'param' }>[];
      if (!all.every((r) => r.name === first.name)) return undefined;
      // Puppet merges the signatures' type mismatches only when there is one a signature, all at one
      // place: one deeper in a value (`entry 'A'`) keeps them apart, each signature listed.
      const mismatches = all.flatMap(rejections).filter((m) => m.type);
      if (mismatches.length !== all.length || mismatches.some((m) => m.path !== mismatches[0]!.path)) return undefined;
      const types: PType[] = [];
      for (const r of all) if (!types.some((t) => t.equals(r.expected))) types.push(r.expected);
      return { ...first, expected: types.length === 1 ? types[0]! : new VariantType(types) };
    }
    default:
      return first;
  }
}

/** A parameter's refusal as the describer finds it: its mismatches. */
const rejections = (r: Extract<Refusal, { kind: 'param' }>) => describeMismatches(`parameter ${r.name}`, r.expected, r.value);

/** A refusal's `rejected:` lines under its signature: one a mismatch (none for a signature nothing is said against). */
const rejectedLines = (r: Refusal | undefined, indent: string): string[] =>
  (r === undefined ? [] : r.kind === 'param' ? rejections(r).map((m) => m.text) : [refusalText(r)]).map((t) => `${indent}rejected:${t}`);

/**
 * A signature's refusal of the arguments as Puppet's describer sees it: a type check it finds no
 * mismatch to name (`-1` is no Iterable, but `Integer[-1, -1]` is assignable to one) says nothing,
 * and the signature counts as taking the arguments, its block then judged.
 */
function describedRefusal(s: SignatureShape, args: readonly Value[]): Refusal | undefined {
  const r = argumentRefusal(s, args);
  return r?.kind === 'param' && rejections(r).length === 0 ? undefined : r;
}

/** A parameter's type as Ruby's `to_s` writes it: an alias (only at the top) expanded, `Name = Enum[...]`. */

/** A signature as Puppet lists it: `Iterable iterable, Integer[1] step, Callable[1, 1] block?`. */
export function signatureText(s: SignatureShape): string {
  const { min } = countRange(s);
  // An optional parameter's `?` says it may be left out: Puppet drops an Optional around its type.
  const parts = s.params.map((t, i) => (i >= min ? `${typeText(t instanceof OptionalType && t.type ? t.type : t)} ${s.names?.[i] ?? ''}?` : `${typeText(t)} ${s.names?.[i] ?? ''}`));
  if (s.rest) parts.push(`${s.rest.toString()} ${s.names?.[s.params.length] ?? ''}*`);
  if (s.block) {
    const callable = s.blockType ? typeText(s.blockType) : s.blockArity ? `Callable[${s.blockArity[0]}, ${s.blockArity[1]}]` : 'Callable';
    parts.push(`${callable} block${s.block === 'optional' ? '?' : ''}`);
  }
  return parts.join(', ');
}

/** Puppet's message for a call no signature accepts (TypeMismatchDescriber#describe_signatures). */
function refusalMessage(name: string, signatures: readonly SignatureShape[], args: readonly Value[], lambda: Lambda | undefined): string {
  let refusals = signatures.map((s) => describedRefusal(s, args));
  if (refusals.some((r) => r === undefined)) {
    const blocks = signatures.map((s) => blockRefusal(s, lambda));
    refusals = blocks.every((b) => b !== undefined) ? blocks : refusals.map((r, i) => r ?? blocks[i]);
  }
  const all = refusals.filter((r) => r !== undefined);
  const one = all.length === refusals.length ? merged(all) : undefined;
  if (one) return `'${name}'${refusalText(one)}`;
  // Puppet lists the signatures unless all their mismatches are one (of one kind, at one path
  // without variants): a parameter refused for two reasons in each signature is listed.
  const kinds = new Set(all.flatMap((r) => (r.kind === 'param' ? rejections(r).map((m) => `${m.type}:${m.path}`) : [refusalText(r)])));
  if (kinds.size === 1 && all.length === refusals.length) return `'${name}'${refusalText(all[0]!)}`;
  if (signatures.length === 1) return [`'${name}' expects (${signatureText(signatures[0]!)})`, ...rejectedLines(refusals[0], '  ')].join('\n');
  const lines = [`The function '${name}' was called with arguments it does not accept. It expects one of:`];
  signatures.forEach((s, i) => lines.push(`  (${signatureText(s)})`, ...rejectedLines(refusals[i], '    ')));
  return lines.join('\n');
}

/**
 * Puppet's refusal of a call by signatures it declares where the native code checks the arguments
 * itself (Integer.new): what `dispatch` would throw had it been given them.
 */
export function refusal(name: string, signatures: readonly SignatureShape[], args: readonly Value[]): FunctionError {
  return new FunctionError(refusalMessage(name, signatures, args, undefined), 'OVC3110');
}

export class FunctionDispatcher {
  private readonly functions = new Map<string, PuppetFunction>();

  constructor(functions: Iterable<PuppetFunction>) {
    for (const f of functions) this.functions.set(f.name, f);
  }

  has(name: string): boolean {
    return this.functions.has(name);
  }

  /** The module that ships `name` in Ruby, when the native code stands in for a module's function. */
  moduleOf(name: string): string | undefined {
    return this.functions.get(name)?.module;
  }

  names(): string[] {
    return [...this.functions.keys()].sort();
  }

  /** The signatures of `name` (none when no such function is registered). */
  signatures(name: string): readonly Signature[] {
    return this.functions.get(name)?.signatures ?? [];
  }

  /** Calls `name`; undefined when no such function is registered (the caller looks further). */
  call(name: string, ctx: FunctionContext, args: Value[], lambda?: Lambda): { value: Value } | undefined {
    const f = this.functions.get(name);
    if (!f) return undefined;
    return { value: dispatch(name, f.signatures, ctx, args, lambda) };
  }
}

/** Runs the first of `signatures` that accepts the call, or refuses it with Puppet's message. */
export function dispatch(name: string, signatures: readonly Signature[], ctx: FunctionContext, args: Value[], lambda: Lambda | undefined): Value {
  const accepts = (s: Signature) => argumentRefusal(s, args) === undefined && blockRefusal(s, lambda) === undefined;
  const run = (s: Signature) => s.call(ctx, s.keepsEncoding ? args : (plainEach(args) as Value[]), lambda);
  const declared = signatures.filter((s) => !s.argumentMismatch);
  for (const s of declared) if (accepts(s)) return run(s);
  for (const s of signatures) if (s.argumentMismatch && accepts(s)) return run(s);
  throw new FunctionError(refusalMessage(name, declared, args, lambda), 'OVC3110');
}

