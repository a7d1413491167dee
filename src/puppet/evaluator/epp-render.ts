// EPP rendering: a template of the module path or inline text, with its parameters, in a scope of its own.
import { SourceFile, type Location } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import { PBinaryString, PHash, PSensitive, describeMismatch, joinStrings, toText, type Value } from '../values/index.js';
import { EvaluationError, ReportedStop } from './errors.js';
import type { Evaluator } from './evaluator.js';
import { Scope } from './scope.js';
import { parameterType } from './type-names.js';

/** What Puppet names inline_epp() text as a source: resources its code declares show it as their file. */
export const INLINE_EPP_FILE = 'inlined-epp-text';

export function renderEpp(ev: Evaluator, given: string, params: Value | undefined, node: A.Span): string | PBinaryString | PSensitive {
  // Puppet's epp() looks the name up with `.epp` appended when it lacks it (`epp('rsyslog/global_config', …)`).
  const name = given.endsWith('.epp') ? given : `${given}.epp`;
  const info = ev.options.modulePath.getTemplate(name);
  const read = info?.engine === 'epp' ? ev.options.host.readFile(info.path) : undefined;
  if (!info || !read?.ok) ev.fail('OVC3111', { message: `Could not find template '${name}'` }, node);
  const template = ev.options.modulePath.parseTemplate(name, ev.options.diagnostics);
  // Its syntax errors are reported, in the template: the compilation stops there, as Puppet's does.
  if (!template) throw new ReportedStop();
  return renderTemplate(ev, template, new SourceFile(info.path, read.text), params, node, ev.top);
}

/**
 * The rendered text; Sensitive when a Sensitive value was rendered into it, as Puppet's epp and
 * inline_epp return. The template is a closure of `closure`: epp() renders in the top scope,
 * inline_epp() in its caller's, whose local variables it sees (`inline_epp('<%= $content %>')`).
 */
export function renderTemplate(ev: Evaluator, template: A.EppTemplate, source: SourceFile, params: Value | undefined, node: A.Span, closure: Scope): string | PBinaryString | PSensitive {
  const scope = closure === ev.top ? new Scope('function', ev.top, '', ev.top.resource) : new Scope('local', closure, '', closure.resource);
  const given = params instanceof PHash ? params : PHash.EMPTY;
  // Problems with the parameters are the call's: placed before the template's source is entered.
  const at = ev.loc(node);
  const saved = ev.render;
  ev.render = { parts: [], sensitive: false };
  try {
    return ev.withSource(source, () => {
      if (template.parameters) bindParameters(ev, template.parameters, given, scope, at);
      else for (const [k, v] of given) if (typeof k === 'string') scope.force(k, v);
      ev.evaluateStatements(template.body, scope);
      // Ruby's Array#join of the parts: binary when a binary String comes first (values/binary-string.ts).
      const text = joinStrings(ev.render!.parts);
      return ev.render!.sensitive ? new PSensitive(text) : text;
    });
  } finally {
    ev.render = saved;
  }
}

/**
 * A template's declared parameters bound as Puppet binds a lambda's by name: an undef value takes
 * the default, then every problem is found at once (names it does not declare, parameters left
 * without a value, values of the wrong type) and reported together, in Puppet's words.
 */
function bindParameters(ev: Evaluator, parameters: readonly A.Parameter[], given: PHash, scope: Scope, at: Location): void {
  const problems: { error: EvaluationError; text: string }[] = [];
  const add = (code: 'OVC3105' | 'OVC3106' | 'OVC3006', args: Record<string, string>, text: string) => problems.push({ error: new EvaluationError(code, args, at), text });
  const declared = new Set(parameters.map((p) => p.name));
  // An undef value for a name the template does not declare is dropped, not refused (Puppet's
  // Closure#call_by_name assigns only the non-nil values before it checks the names).
  for (const [k, v] of given) if (v !== null && !declared.has(k as string)) add('OVC3105', { resource: 'lambda', name: toText(k) }, `has no parameter named '${toText(k)}'`);
  for (const p of parameters) {
    let v = given.get(p.name);
    if ((v === undefined || v === null) && p.default) v = ev.evaluate(p.default, scope);
    if (v === undefined) {
      add('OVC3106', { resource: 'lambda', name: p.name }, `expects a value for parameter '${p.name}'`);
      continue;
    }
    const t = parameterType(ev, p, scope);
    const mismatch = t && !t.isInstance(v) ? describeMismatch(`parameter '${p.name}'`, t, v) : '';
    if (mismatch) add('OVC3006', { message: `lambda: ${mismatch}` }, mismatch);
    scope.force(p.name, v);
  }
  if (problems.length === 1) throw problems[0]!.error;
  // Several: Puppet lists each under the closure's name.
  if (problems.length > 1) throw new EvaluationError('OVC3110', { message: `lambda:\n ${problems.map((x) => x.text).join('\n ')}` }, at);
}
