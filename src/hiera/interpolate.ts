// Hiera interpolation: `%{var}`, `%{facts.x}`, `%{::x}` and the functions lookup, hiera, alias, literal, scope.
import { isHash } from '../data/value.js';
import { dataEntries, putKey } from '../data/key-order.js';
import { carryScalarKeys } from '../data/scalar-keys.js';
import { PSensitive } from '../puppet/values/model.js';
import { rubyToS } from './ruby-text.js';
import { digSegments, NOT_DUG, splitKey, SubKeyError } from './sub-key.js';

/** What interpolation needs from its caller: variables and a recursive lookup. */
export interface InterpolationContext {
  /** Top-scope variables: `facts`, `trusted`, and every fact by name (as `puppet lookup` sets them). */
  variables: Record<string, unknown>;
  /**
   * The variables of the scope a compilation looks up in, before the top scope (`%{module_name}`
   * in a class's parameter data, a local, `%{class::var}`); undefined where the scope has none.
   */
  scopeVariable?: (name: string) => unknown;
  /** Recursive lookup for `lookup()`/`hiera()`/`alias()`; undefined when not allowed (hiera.yaml paths). */
  lookup?: (key: string) => { found: boolean; value: unknown };
  /** What one outermost lookup may still expand; shared by every nested interpolation under it. */
  budget?: ExpansionBudget;
}

export class InterpolationError extends Error {
  override name = 'InterpolationError';
}

/** A lookup of a key whose own lookup is under way (Puppet's RecursiveLookupError): it fails the outermost lookup. */
export class RecursiveLookupError extends InterpolationError {
  override name = 'RecursiveLookupError';
}

/**
 * How much text the interpolations under one outermost lookup may produce in all: characters, with
 * every array or hash element counted as ELEMENT_COST (about its smallest JSON form). Keys that
 * interpolate another key twice, nested, double at every level; bounding the running total keeps
 * the work linear in what is actually produced.
 */
export const MAX_EXPANSION = 10_000_000;
/** How many `%{lookup()}` calls the interpolations under one outermost lookup may make (empty values cost no text). */
export const MAX_INTERPOLATED_LOOKUPS = 100_000;

export interface ExpansionBudget {
  /** Characters still allowed. */
  left: number;
  /** Interpolated lookups still allowed. */
  lookups: number;
}

/** An interpolation limit was passed: not an error of one key, so it stops the whole outermost lookup. */
export class InterpolationLimitError extends Error {
  override name = 'InterpolationLimitError';
  /** Where the limit was passed (set by the innermost Hiera key being interpolated). */
  location?: unknown;
}

const ELEMENT_COST = 8;

/** The size of a value, counted only up to `limit` (a value aliased from many keys may be a huge DAG). */
function sizeUpTo(value: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && size <= limit) {
    const v = stack.pop();
    if (typeof v === 'string') size += v.length;
    else if (Array.isArray(v)) {
      size += ELEMENT_COST * v.length;
      for (const e of v) stack.push(e);
    } else if (isHash(v)) {
      for (const k in v) {
        size += ELEMENT_COST + k.length;
        stack.push(v[k]);
      }
    } else size += 1;
  }
  return size;
}

function spend(ctx: InterpolationContext, value: unknown): void {
  const budget = ctx.budget;
  if (!budget) return;
  budget.left -= sizeUpTo(value, budget.left + 1);
  if (budget.left < 0) throw new InterpolationLimitError(`the interpolations expand to more than ${MAX_EXPANSION.toLocaleString('en-US')} characters`);
}

const EXPR = /%\{([^}]*)\}/g;
/** A function call as Puppet recognises one: no blanks inside, a non-empty quoted argument. */
const CALL = /^(\w+)\((?:"([^"]+)"|'([^']+)')\)$/;
const FUNCTIONS = new Set(['lookup', 'hiera', 'alias', 'literal', 'scope']);
/** Expressions Puppet reads as nothing at all. */
const EMPTY = new Set(['', '::', '""', "''", '"::"', "'::'"]);
/** Re-interpolations of found values one string may nest: a fact holding `%{facts.x}` of itself loops. */
const MAX_DEPTH = 64;

/** A variable of the scope, dug into when dotted (`facts.os.family`); undefined when it is not there. */
function variable(name: string, ctx: InterpolationContext, subject: string): unknown {
  const trimmed = name.trim();
  const segments = splitKey(trimmed);
  if (!segments) throw new InterpolationError(`Syntax error in string: ${subject}`);
  const [root, ...rest] = segments;
  const scope = ctx.variables;
  const written = String(root);
  const rootName = written.replace(/^::/, '');
  // The calling scope answers first (it knows `::x` for the top scope's x); the facts then.
  const local = ctx.scopeVariable ? ctx.scopeVariable(written) : undefined;
  const value = local !== undefined ? local : Object.hasOwn(scope, rootName) ? scope[rootName] : undefined;
  if (value === undefined || value === null || rest.length === 0) return value;
  try {
    const dug = digSegments(value, rest, trimmed);
    return dug === NOT_DUG ? undefined : dug;
  } catch (e) {
    if (e instanceof SubKeyError) throw new InterpolationError(e.message);
    throw e;
  }
}

function evaluate(expr: string, ctx: InterpolationContext, whole: boolean, depth: number, subject: string): unknown {
  const call = CALL.exec(expr);
  if (!call) {
    // Anything but a call Puppet recognises is a variable's name, `lookup()` and `a(b` too (an
    // unknown variable: nothing). A found value is interpolated in turn: a fact may hold `%{...}`.
    return again(variable(expr, ctx, subject), ctx, depth);
  }
  const fn = call[1]!;
  const arg = call[2] ?? call[3]!;
  if (!FUNCTIONS.has(fn)) throw new InterpolationError(`Unknown interpolation method '${fn}'`);
  switch (fn) {
    case 'literal':
      return arg;
    case 'scope':
      return again(variable(arg, ctx, subject), ctx, depth);
    default: {
      if (fn === 'alias' && !whole) throw new InterpolationError("'alias' interpolation is only permitted if the expression is equal to the entire string");
      if (!ctx.lookup) throw new InterpolationError(`the function '${fn}' cannot be used here`);
      if (ctx.budget && --ctx.budget.lookups < 0) throw new InterpolationLimitError(`the interpolations make more than ${MAX_INTERPOLATED_LOOKUPS.toLocaleString('en-US')} lookups`);
      // Puppet looks the key up with an empty string as its default: a missing key interpolates as nothing.
      const r = ctx.lookup(arg);
      const value = r.found ? r.value : '';
      return fn === 'alias' ? value : again(value, ctx, depth);
    }
  }
}

function again(value: unknown, ctx: InterpolationContext, depth: number): unknown {
  if (depth >= MAX_DEPTH) throw new InterpolationError(`interpolation nests deeper than ${MAX_DEPTH} levels (a value that interpolates itself)`);
  return interpolateAt(value, ctx, depth + 1);
}

function interpolateText(text: string, ctx: InterpolationContext, depth: number): unknown {
  if (!text.includes('%{')) return text;
  const only = /^%\{([^}]*)\}$/.exec(text);
  if (only && /^alias\(/.test(only[1]!.trim())) {
    const value = evaluate(only[1]!.trim(), ctx, true, depth, text);
    spend(ctx, value);
    return value;
  }
  return text.replace(EXPR, (_m, raw: string) => {
    const expr = raw.trim();
    if (EMPTY.has(expr)) return '';
    const value = evaluate(expr, ctx, false, depth, text);
    // Measured before it is written as text: a hash aliased from many keys may be far larger so.
    if (typeof value !== 'string') spend(ctx, value);
    const piece = rubyToS(value);
    spend(ctx, piece);
    return piece;
  });
}

function interpolateAt(value: unknown, ctx: InterpolationContext, depth: number): unknown {
  if (typeof value === 'string') return interpolateText(value, ctx, depth);
  // A value a nested lookup converted to Sensitive (convert_to) is kept whole.
  if (value instanceof PSensitive) return value;
  if (Array.isArray(value)) return value.map((v) => interpolateAt(v, ctx, depth));
  if (isHash(value)) {
    const out: Record<string, unknown> = {};
    // (putKey: an interpolated key may be integer-like, and the hash keeps its order as Ruby's does.)
    // A key `%{alias(...)}` makes another value: a hash's key is then that value's to_s.
    for (const [k, v] of dataEntries(value)) putKey(out, rubyToS(interpolateText(k, ctx, depth)), interpolateAt(v, ctx, depth));
    // Keys that are no Strings (`1:`) are not interpolated, as Hiera leaves them: they keep their identity.
    carryScalarKeys(value, out);
    return out;
  }
  return value;
}

/** Interpolates one string. `alias('k')` as the whole string keeps the looked-up value's type. */
export function interpolateString(text: string, ctx: InterpolationContext): unknown {
  return interpolateText(text, ctx, 0);
}

/** Interpolates every string in a value (hash keys too, as Hiera does). */
export function interpolateValue(value: unknown, ctx: InterpolationContext): unknown {
  return interpolateAt(value, ctx, 0);
}
