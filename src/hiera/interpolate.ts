// Hiera interpolation: `%{var}`, `%{facts.x}`, `%{::x}` and the functions lookup, hiera, alias, literal, scope.
import { ExactNumber } from '../data/exact-number.js';
import { isHash } from '../data/value.js';

/** What interpolation needs from its caller: variables and a recursive lookup. */
export interface InterpolationContext {
  /** Top-scope variables: `facts`, `trusted`, and every fact by name (as `puppet lookup` sets them). */
  variables: Record<string, unknown>;
  /** Recursive lookup for `lookup()`/`hiera()`/`alias()`; undefined when not allowed (hiera.yaml paths). */
  lookup?: (key: string) => { found: boolean; value: unknown };
  /** What one outermost lookup may still expand; shared by every nested interpolation under it. */
  budget?: ExpansionBudget;
}

export class InterpolationError extends Error {
  override name = 'InterpolationError';
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
const CALL = /^\s*(lookup|hiera|alias|literal|scope)\s*\(\s*(?:'([^']*)'|"([^"]*)")\s*\)\s*$/;

/** Splits a dotted variable name into segments; quoted segments may contain dots. */
function segments(name: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|([^.]+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(name)) !== null) out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

function variable(name: string, ctx: InterpolationContext): unknown {
  const parts = segments(name.trim().replace(/^::/, ''));
  let cur: unknown = ctx.variables;
  for (const p of parts) {
    if (Array.isArray(cur) && /^\d+$/.test(p)) cur = cur[Number(p)];
    else if (cur !== null && typeof cur === 'object' && !Array.isArray(cur) && Object.hasOwn(cur, p)) cur = (cur as Record<string, unknown>)[p];
    else return undefined;
  }
  return cur;
}

/** Puppet's string form of an interpolated value (undef is empty). */
function asString(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || v instanceof ExactNumber) return String(v);
  return JSON.stringify(v);
}

function evaluate(expr: string, ctx: InterpolationContext, whole: boolean): unknown {
  const call = CALL.exec(expr);
  if (!call) {
    if (/[()]/.test(expr)) throw new InterpolationError(`'${expr}' is not a variable or a supported function call`);
    return variable(expr, ctx);
  }
  const fn = call[1]!;
  const arg = call[2] ?? call[3] ?? '';
  switch (fn) {
    case 'literal':
      return arg;
    case 'scope':
      return variable(arg, ctx);
    default: {
      if (fn === 'alias' && !whole) throw new InterpolationError("'alias' interpolation is only permitted if the expression is equal to the entire string");
      if (!ctx.lookup) throw new InterpolationError(`the function '${fn}' cannot be used here`);
      if (ctx.budget && --ctx.budget.lookups < 0) throw new InterpolationLimitError(`the interpolations make more than ${MAX_INTERPOLATED_LOOKUPS.toLocaleString('en-US')} lookups`);
      const r = ctx.lookup(arg);
      if (!r.found) throw new InterpolationError(`Function lookup() did not find a value for the name '${arg}'`);
      return r.value;
    }
  }
}

/** Interpolates one string. `alias('k')` as the whole string keeps the looked-up value's type. */
export function interpolateString(text: string, ctx: InterpolationContext): unknown {
  if (!text.includes('%{')) return text;
  const only = /^%\{([^}]*)\}$/.exec(text);
  if (only && /^\s*alias\s*\(/.test(only[1]!)) {
    const value = evaluate(only[1]!, ctx, true);
    spend(ctx, value);
    return value;
  }
  return text.replace(EXPR, (_m, expr: string) => {
    const value = evaluate(expr, ctx, false);
    // Measured before it is stringified: a hash aliased from many keys may be far larger as text.
    if (typeof value !== 'string') spend(ctx, value);
    const piece = asString(value);
    spend(ctx, piece);
    return piece;
  });
}

/** Interpolates every string in a value (hash keys too, as Hiera does). */
export function interpolateValue(value: unknown, ctx: InterpolationContext): unknown {
  if (typeof value === 'string') return interpolateString(value, ctx);
  if (Array.isArray(value)) return value.map((v) => interpolateValue(v, ctx));
  if (isHash(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[String(interpolateString(k, ctx))] = interpolateValue(v, ctx);
    return out;
  }
  return value;
}
