// Class and define parameters: given values, automatic Hiera lookup, defaults, type checks, unknown names.
import type { Location } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import { PDeferred, describeMismatch, fromData, type Value } from '../values/index.js';
import type { AttributeChange } from './collectors.js';
import { checkDeferredParameter } from './deferred-parameters.js';
import { EvaluationError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import type { ValueOrigin } from './origins.js';
import { RELATIONSHIP_METAPARAMETERS } from './relationships.js';
import type { CatalogResource } from './resource.js';
import type { Scope } from './scope.js';
import { parameterType } from './type-names.js';
import { interpolationVariable } from './variables.js';

/** An attribute's origin: where it was written, and the variable it reads, if that is all it does. */
export function attributeOrigin(value: Value, written: AttributeChange | undefined, fallback: Location): ValueOrigin {
  return { kind: 'attribute', value, location: written?.location ?? fallback, ...(written?.variable ? { detail: `$${written.variable}` } : {}) };
}


/**
 * Class and define parameters: given values, then (classes) Hiera's `<class>::<param>`, then the
 * default; each checked against its type and stored on the resource (undef left out).
 */
export function bindResourceParameters(
  ev: Evaluator,
  params: readonly A.Parameter[],
  given: ReadonlyMap<string, Value>,
  resource: CatalogResource,
  scope: Scope,
  what: string,
  hieraPrefix: string | undefined,
  at: Location,
  written?: ReadonlyMap<string, AttributeChange>,
): void {
  // Every problem is found before any is reported, in Puppet's order: the names the resource does
  // not declare, then each parameter's missing or mistyped value in declaration order.
  const problems: EvaluationError[] = [];
  given.forEach((_v, k) => {
    if (k === 'name' || RELATIONSHIP_METAPARAMETERS.has(k) || ev.options.modulePath.isMetaparameter(k) || declares(params, k)) return;
    problems.push(new EvaluationError('OVC3105', { resource: what, name: k }, at));
  });
  const values = new Map<string, Value>(given);
  const origins = ev.options.origins;
  if (origins) for (const [k, v] of given) if (!origins.has(resource, k)) origins.note(resource, k, attributeOrigin(v, written?.get(k), at));
  for (let i = 0; i < params.length; i++) {
    const p = params[i]!;
    // An attribute given as undef is not given (Puppet's rule): Hiera, then the default, apply.
    let v: Value | undefined = given.get(p.name) ?? undefined;
    if (v === undefined && hieraPrefix !== undefined && ev.options.hiera) {
      const key = `${hieraPrefix}::${p.name}`;
      // Puppet looks parameters up in the class's new scope, which holds its module_name and
      // caller_module_name but not yet its title and name (those are its parent's then).
      const r = ev.lookupHiera(key, { scope: (name) => interpolationVariable(ev, name, name === 'title' || name === 'name' ? (scope.parent ?? scope) : scope) })!;
      // Hiera's undef does not trump a default expression (Puppet's inject_external_parameters).
      if (r.found && !(r.value === null && p.default)) {
        v = fromData(r.value);
        for (const c of r.provenance.get('') ?? []) {
          origins?.note(resource, p.name, { kind: 'hiera', value: fromData(c.value), detail: `${key} from ${c.layer} (${c.strategy})`, ...(c.location ? { location: c.location } : {}) });
        }
      }
    }
    const type = parameterType(ev, p, scope);
    if (v === undefined) {
      // A default may read a parameter already refused: past a problem, only what is given counts.
      if (p.default && problems.length > 0) continue;
      if (p.default) {
        v = ev.evaluate(p.default, scope);
        if (v !== null) origins?.note(resource, p.name, { kind: 'parameter default', value: v, location: ev.loc(p.default) });
      } else if ((type && type.isInstance(null)) || given.has(p.name)) v = null;
      // An undef given satisfies a parameter without default (Puppet checks the key is there); its
      // type still refuses it below ("expects a String value, got Undef").
      else {
        problems.push(new EvaluationError('OVC3106', { resource: what, name: p.name }, at));
        continue;
      }
    }
    // Strings and numbers skip the instanceof (a lookup of Symbol.hasInstance before V8 optimises this).
    if (typeof v === 'object' && v instanceof PDeferred) checkDeferredParameter(ev, v, type, what, p.name, at);
    else if (type && !type.isInstance(v)) {
      // Puppet refuses a value as its describer words the refusal: where normalising the type drops
      // what the value lacks (Array[Any, 2] is Array there), nothing is said and the value is taken.
      const message = describeMismatch(`${what}: parameter '${p.name}'`, type, v);
      if (message !== '') {
        problems.push(new EvaluationError('OVC3006', { message }, at));
        continue;
      }
    }
    scope.force(p.name, v);
    values.set(p.name, v);
  }
  if (problems.length > 0) {
    problems[0]!.also.push(...problems.slice(1));
    throw problems[0]!;
  }
  // Given attributes first (as written), then the parameters that took their default.
  values.forEach((v, k) => {
    if (v !== null) resource.parameters.set(k, v);
  });
  given.forEach((v, k) => {
    if (!declares(params, k)) scope.force(k, v);
  });
}

/** Whether `name` is one of the parameters (a loop: every class and define instance asks for each attribute). */
function declares(params: readonly A.Parameter[], name: string): boolean {
  for (let i = 0; i < params.length; i++) if (params[i]!.name === name) return true;
  return false;
}
