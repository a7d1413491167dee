// Heat's function.validate over a parsed snippet: the checks functions make before anything is
// resolved (a removed function, repeat's for_each, make_url's arguments, yaql's expression),
// failing as StackValidationFailed "path.fn: message".
import { isHash } from '../../../data/value.js';
import { checkUrlArgs } from './strings.js';
import { checkYaqlExpression } from './yaql.js';
import { ELIDED, Fn, HeatError, typeError, valueError } from './values.js';

/**
 * What validation knows of the stack: the resources a condition left in (get_attr must name one),
 * the attributes a resource's type has where they are fixed (undefined: any may exist), and how an
 * argument that is a call resolves.
 */
export interface ValidateContext {
  resources: ReadonlySet<string>;
  attributes?: (resource: string) => readonly string[] | undefined;
  resolve?: (v: unknown) => unknown;
}

/**
 * Validates `v`, whose place is `path` (Heat's path list, already formatted). As Heat's
 * function.validate, each call validates its arguments first, on their own: a failure inside is
 * worded "path.fn: inner-path.fn: message", one "path: " per call it is nested in.
 */
export function validateSnippet(v: unknown, path: string, ctx: ValidateContext): void {
  if (v === ELIDED) return;
  if (v instanceof Fn) {
    try {
      // Removed.validate refuses at once; every other function validates its arguments first.
      if (v.kind !== 'removed') validateSnippet(v.args, '', ctx);
      validateCall(v, ctx);
    } catch (e) {
      if (e instanceof HeatError) throw new HeatError('StackValidationFailed', `${path === '' ? '' : `${path}.`}${v.name}: ${e.message}`);
      throw e;
    }
    return;
  }
  if (Array.isArray(v)) v.forEach((x, i) => validateSnippet(x, `${path}[${i}]`, ctx));
  else if (isHash(v)) for (const [k, x] of Object.entries(v)) validateSnippet(x, path === '' ? k : `${path}.${k}`, ctx);
}

function validateCall(fn: Fn, ctx: ValidateContext): void {
  const args = fn.args;
  switch (fn.kind) {
    case 'get_attr':
    case 'get_attr_all':
    case 'get_attr_then_select': {
      // GetAttThenSelect.validate looks its resource up in the stack (a disabled one is not there).
      const target = Array.isArray(args) ? args[0] : args;
      if (typeof target === 'string' && !ctx.resources.has(target)) throw new HeatError('InvalidTemplateReference', `The specified reference "${target}" (in unknown) is incorrect.`);
      // Then the attribute (resolved) must be one of the type's.
      if (typeof target !== 'string' || !Array.isArray(args) || args.length < 2) return;
      const known = ctx.attributes?.(target);
      const attribute = args[1] instanceof Fn ? ctx.resolve?.(args[1]) : args[1];
      if (known && typeof attribute === 'string' && !known.includes(attribute)) throw new HeatError('InvalidTemplateAttribute', `The Referenced Attribute (${target} ${attribute}) is incorrect.`);
      return;
    }
    case 'removed':
      throw new HeatError('InvalidTemplateVersion', `The template version is invalid: The function ${fn.name} is not supported in this version of HOT.`);
    case 'repeat':
    case 'repeat_with_map':
    case 'repeat_nested_loop': {
      const forEach = (args as Record<string, unknown>).for_each;
      if (!(forEach instanceof Fn) && !isHash(forEach)) throw typeError(`The "for_each" argument to "${fn.name}" must contain a map`);
      return;
    }
    case 'make_url': {
      if (!isHash(args)) throw typeError(`The arguments to "${fn.name}" must be a map`);
      const keys = ['scheme', 'username', 'password', 'host', 'port', 'path', 'query', 'fragment'];
      const invalid = Object.keys(args).filter((k) => !keys.includes(k));
      if (invalid.length > 0) throw valueError(`Invalid arguments to "${fn.name}": ${invalid.join(', ')}`);
      checkUrlArgs(fn.name, args, (x) => x instanceof Fn);
      return;
    }
    case 'yaql': {
      const expression = (args as Record<string, unknown>).expression;
      if (!(expression instanceof Fn)) checkYaqlExpression(fn.name, expression);
      return;
    }
    default:
  }
}

/** Resource names a snippet needs (get_resource, get_attr), each with Heat's path to it. */
export function referencesIn(v: unknown, path: string, out: Array<{ name: unknown; path: string }> = []): Array<{ name: unknown; path: string }> {
  if (v instanceof Fn) {
    const at = `${path}.${v.name}`;
    if (v.kind === 'get_resource') out.push({ name: v.args, path });
    else if (v.kind === 'get_attr' || v.kind === 'get_attr_all' || v.kind === 'get_attr_then_select') out.push({ name: Array.isArray(v.args) ? v.args[0] : v.args, path });
    referencesIn(v.args, at, out);
  } else if (Array.isArray(v)) v.forEach((x, i) => referencesIn(x, `${path}[${i}]`, out));
  else if (isHash(v)) for (const [k, x] of Object.entries(v)) referencesIn(x, `${path}.${k}`, out);
  return out;
}
