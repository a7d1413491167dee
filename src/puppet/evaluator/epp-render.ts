// EPP rendering: a template of the module path or inline text, with its parameters, in a scope of its own.
import { SourceFile } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import { PHash, PSensitive, describeMismatch, type Value } from '../values/index.js';
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
  const saved = ev.render;
  ev.render = { parts: [], sensitive: false };
  try {
    return ev.withSource(source, () => {
      if (template.parameters) {
        for (const p of template.parameters) {
          let v = given.get(p.name);
          if (v === undefined) {
            if (!p.default) ev.fail('OVC3110', { message: `The EPP template expects a value for parameter '${p.name}'` }, node);
            v = ev.evaluate(p.default, scope);
          }
          const t = parameterType(ev, p, scope);
          if (t && !t.isInstance(v)) ev.fail('OVC3006', { message: describeMismatch(`parameter '${p.name}'`, t, v) }, node);
          scope.force(p.name, v);
        }
      } else for (const [k, v] of given) if (typeof k === 'string') scope.force(k, v);
      ev.evaluateStatements(template.body, scope);
      const text = ev.render!.parts.join('');
      return ev.render!.sensitive ? new PSensitive(text) : text;
    });
  } finally {
    ev.render = saved;
  }
}
