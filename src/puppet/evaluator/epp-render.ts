// EPP rendering: a template of the module path or inline text, with its parameters, in a scope of its own.
import { SourceFile, type Location } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import { PHash, PSensitive, describeMismatch, toText, type Value } from '../values/index.js';
import { EvaluationError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import { Scope } from './scope.js';
import { parameterType } from './type-names.js';

/** What Puppet names inline_epp() text as a source: resources its code declares show it as their file. */
export const INLINE_EPP_FILE = 'inlined-epp-text';

export function renderEpp(ev: Evaluator, given: string, params: Value | undefined, node: A.Span): string | PSensitive {
  // Puppet's epp() looks the name up with `.epp` appended when it lacks it (`epp('rsyslog/global_config', …)`).
  const name = given.endsWith('.epp') ? given : `${given}.epp`;
  const template = ev.options.modulePath.parseTemplate(name, ev.options.diagnostics);
  const info = ev.options.modulePath.getTemplate(name);
  const read = info ? ev.options.host.readFile(info.path) : undefined;
  if (!template || !info || !read?.ok) ev.fail('OVC3111', { message: `Could not find template '${name}'` }, node);
  return renderTemplate(ev, template, new SourceFile(info.path, read.text), params, node, ev.top);
}

/**
 * The rendered text; Sensitive when a Sensitive value was rendered into it, as Puppet's epp and
 * inline_epp return. The template is a closure of `closure`: epp() renders in the top scope,
 * inline_epp() in its caller's, whose local variables it sees (`inline_epp('<%= $content %>')`).
 */
export function renderTemplate(ev: Evaluator, template: A.EppTemplate, source: SourceFile, params: Value | undefined, node: A.Span, closure: Scope): string | PSensitive {
  const scope = closure === ev.top ? new Scope('function', ev.top, '', ev.top.resource) : new Scope('local', closure, '', closure.resource);
  const given = params instanceof PHash ? params : PHash.EMPTY;
  // Refusals of the arguments are the call's, in its file.
  const call = ev.loc(node);
  const saved = ev.render;
  ev.render = { parts: [], sensitive: false };
  try {
    return ev.withSource(source, () => {
      if (template.parameters) bindTemplateParameters(ev, template.parameters, given, scope, call);
      else for (const [k, v] of given) if (typeof k === 'string') scope.force(k, v);
      ev.evaluateStatements(template.body, scope);
      const text = ev.render!.parts.join('');
      return ev.render!.sensitive ? new PSensitive(text) : text;
    });
  } finally {
    ev.render = saved;
  }
}

/**
 * A template's declared parameters bound by name as Puppet's closure does (validate_parameters):
 * a key it does not declare is refused first, then each parameter in order its missing value (an
 * undef given counts as given) or a value its type refuses; an undef or absent one takes the default.
 */
function bindTemplateParameters(ev: Evaluator, params: readonly A.Parameter[], given: PHash, scope: Scope, call: Location | undefined): void {
  for (const [k] of given) {
    if (!params.some((p) => p.name === k)) throw new EvaluationError('OVC3105', { resource: 'lambda', name: toText(k) }, call);
  }
  for (const p of params) {
    let v = given.get(p.name) ?? null;
    if (v === null && p.default) v = ev.evaluate(p.default, scope);
    else if (v === null && !given.has(p.name)) throw new EvaluationError('OVC3106', { resource: 'lambda', name: p.name }, call);
    const t = parameterType(ev, p, scope);
    if (t && !t.isInstance(v)) throw new EvaluationError('OVC3006', { message: describeMismatch(`lambda: parameter '${p.name}'`, t, v) }, call);
    scope.force(p.name, v);
  }
}
