// The one way every function is called: finds the function by name and runs the first signature
// whose parameter types accept the arguments, or throws Puppet's argument error. Functions are
// registered by registry.ts (one import per function file).
//
// Adding a function: write `src/puppet/functions/<name>.ts` exporting
// `defineFunction('<name>', { params: [...types], rest?, block?, call(ctx, args, lambda) { ... } })`
// (several signatures for overloads, tried in order), and add it to the list in registry.ts.
// A function raises Puppet's errors by throwing FunctionError (or a value operation's PuppetError).
import { describeMismatch, type Value } from '../values/index.js';
import type { FunctionContext, Lambda } from './context.js';
import type { PuppetFunction, Signature } from './function.js';

/** A function's failure with Puppet's message; the evaluator reports it at the call. */
export class FunctionError extends Error {
  constructor(
    message: string,
    /** OVC3110 for bad arguments, OVC3111 for other failures, OVC3114 for lookups, OVC3109 an unsupported function, OVC3116 an unsupported use of one ({what} in args). */
    readonly code: 'OVC3109' | 'OVC3110' | 'OVC3111' | 'OVC3114' | 'OVC3116' = 'OVC3111',
    /** The catalogue template's arguments when they are not just `{message}`. */
    readonly args?: Record<string, string>,
  ) {
    super(message);
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function countText(s: Signature): { min: number; max: number } {
  const min = s.required ?? s.params.length;
  return { min, max: s.rest ? Infinity : s.params.length };
}

/** Puppet's wording for a wrong argument count: `'include' expects at least 1 argument, got none`. */
function countError(name: string, s: Signature, got: number): string {
  const { min, max } = countText(s);
  const gotText = got === 0 ? 'none' : String(got);
  if (max === Infinity) return `'${name}' expects at least ${plural(min, 'argument')}, got ${gotText}`;
  if (min === max) return `'${name}' expects ${plural(min, 'argument')}, got ${gotText}`;
  return `'${name}' expects between ${min} and ${max} arguments, got ${gotText}`;
}

/** Why `s` does not accept the call, or undefined when it does. */
function refusal(name: string, s: Signature, args: readonly Value[], lambda: Lambda | undefined): string | undefined {
  const { min, max } = countText(s);
  if (args.length < min || args.length > max) return countError(name, s, args.length);
  for (let i = 0; i < args.length; i++) {
    const type = i < s.params.length ? s.params[i]! : s.rest!;
    if (!type.isInstance(args[i]!)) {
      const pname = s.names?.[Math.min(i, s.params.length)];
      const subject = pname ? `'${name}' parameter '${pname}'` : `'${name}' parameter ${i + 1}`;
      return describeMismatch(subject, type, args[i]!);
    }
  }
  if (s.block === 'required' && !lambda) return `'${name}' expects a block`;
  if (s.block === undefined && lambda) return `'${name}' does not expect a block`;
  if (lambda && s.blockArity) {
    const [lo, hi] = s.blockArity;
    const n = lambda.parameterCount;
    // A `*$rest` lambda takes any count from its required parameters up.
    if (lambda.capturesRest ? n - 1 > hi : n < lo || n > hi) {
      const want = lo === hi ? plural(lo, 'argument') : `between ${lo} and ${hi} arguments`;
      return `'${name}' block expects ${want}, got ${n}`;
    }
  }
  return undefined;
}

export class FunctionDispatcher {
  private readonly functions = new Map<string, PuppetFunction>();

  constructor(functions: Iterable<PuppetFunction>) {
    for (const f of functions) this.functions.set(f.name, f);
  }

  has(name: string): boolean {
    return this.functions.has(name);
  }

  names(): string[] {
    return [...this.functions.keys()].sort();
  }

  /** Calls `name`; undefined when no such function is registered (the caller looks further). */
  call(name: string, ctx: FunctionContext, args: Value[], lambda?: Lambda): { value: Value } | undefined {
    const f = this.functions.get(name);
    if (!f) return undefined;
    let first: string | undefined;
    for (const s of f.signatures) {
      const why = refusal(name, s, args, lambda);
      if (why === undefined) return { value: s.call(ctx, args, lambda) };
      first ??= why;
    }
    throw new FunctionError(first!, 'OVC3110');
  }
}

