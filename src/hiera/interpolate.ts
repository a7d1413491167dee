// Hiera interpolation: `%{var}`, `%{facts.x}`, `%{::x}` and the functions lookup, hiera, alias, literal, scope.
import { ExactNumber } from '../data/exact-number.js';
import { isHash } from '../data/value.js';

/** What interpolation needs from its caller: variables and a recursive lookup. */
export interface InterpolationContext {
  /** Top-scope variables: `facts`, `trusted`, and every fact by name (as `puppet lookup` sets them). */
  variables: Record<string, unknown>;
  /** Recursive lookup for `lookup()`/`hiera()`/`alias()`; undefined when not allowed (hiera.yaml paths). */
  lookup?: (key: string) => { found: boolean; value: unknown };
}

export class InterpolationError extends Error {
  override name = 'InterpolationError';
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
  if (only && /^\s*alias\s*\(/.test(only[1]!)) return evaluate(only[1]!, ctx, true);
  return text.replace(EXPR, (_m, expr: string) => asString(evaluate(expr, ctx, false)));
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
