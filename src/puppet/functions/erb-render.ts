// What template() and inline_template() share: rendering ERB text in the calling scope through
// the template room, and Puppet's failure for a template that does not render, placed in it.
import { SourceFile } from '../../diagnostics/source.js';
import { TemplateError, renderErb, type TemplateScope } from '../templates/erb.js';
import { ERB_SCAN_VERSION, scanErb } from '../templates/erb-scan.js';
import type { FunctionContext } from './context.js';
import { FunctionError } from './dispatcher.js';
import { plainDeep } from '../values/index.js';

/** The text `text` renders in the calling scope; `what` names it in messages (`template mod/x.erb`). */
export function renderInScope(ctx: FunctionContext, text: string, path: string, what: string, fromFile: boolean): string {
  let source: SourceFile | undefined;
  const scope: TemplateScope = {
    // The template room knows no string encodings: a binary String is its text there, as the
    // ERB output, which starts as UTF-8 text, holds it.
    variable: (name) => {
      const v = ctx.variable(name);
      return v === undefined ? v : plainDeep(v);
    },
    variableNames: () => ctx.variableNames(),
    fromFile,
    ...(fromFile ? { path } : {}),
    setVariable: (name, value) => ctx.setVariable(name, value),
    hasLegacyFunction: (name) => ctx.hasLegacyFunction(name),
    call: (name, args) => plainDeep(ctx.call(name, args)),
    objects: ctx.state('erb objects', () => new WeakMap()),
    methods: ctx.state('erb methods', () => new Map()),
    libraries: ctx.state('erb libraries', () => new Set()),
    changedInPlace: (value, root, how, at) => ctx.changedInPlace(value, root, { template: what, how, location: { source: (source ??= new SourceFile(path, text)), start: at, end: at } }),
  };
  try {
    return renderErb(text, scope, (t) => ctx.memo('erb', ERB_SCAN_VERSION, t, scanErb));
  } catch (e) {
    if (!(e instanceof TemplateError)) throw e;
    source ??= new SourceFile(path, text);
    const at = e.offset ?? 0;
    const { line } = source.position(at);
    throw new FunctionError(`Failed to parse ${what}: ${e.message}`, e.code, { message: `Failed to parse ${what} (line ${line}): ${e.message}` }, { source, start: at, end: at });
  }
}
