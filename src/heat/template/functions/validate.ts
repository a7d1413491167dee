// Heat's function.validate over a parsed snippet: the checks functions make before anything is
// resolved (a removed function, repeat's for_each, make_url's arguments, yaql's expression),
// failing as StackValidationFailed "path.fn: message".
import { isHash } from '../../../data/value.js';
import { checkUrlArgs } from './strings.js';
import { checkYaqlExpression } from './yaql.js';
import { ELIDED, Fn, HeatError, typeError, valueError } from './values.js';

/** Validates `v`, whose place is `path` (Heat's path list, already formatted). */
export function validateSnippet(v: unknown, path: string): void {
  if (v === ELIDED) return;
  if (v instanceof Fn) {
    try {
      validateCall(v);
    } catch (e) {
      if (e instanceof HeatError) throw new HeatError('StackValidationFailed', `${path}.${v.name}: ${e.message}`);
      throw e;
    }
    validateSnippet(v.args, `${path}.${v.name}`);
    return;
  }
  if (Array.isArray(v)) v.forEach((x, i) => validateSnippet(x, `${path}[${i}]`));
  else if (isHash(v)) for (const [k, x] of Object.entries(v)) validateSnippet(x, `${path}.${k}`);
}

function validateCall(fn: Fn): void {
  const args = fn.args;
  switch (fn.kind) {
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
