// Reads the resource type metadata `puppet generate types` writes (.resource_types/*.pp) with the
// resource-types grammar: type name, properties, parameters (with their type text), namevars and
// title patterns.
import type { Node } from 'ohm-js';
import grammar from '../../../grammar/resource-types.ohm-bundle.js';
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Location, SourceFile } from '../../diagnostics/source.js';
import type { ParameterInfo, ResourceTypeInfo, TitlePattern } from './type-info.js';

/** Values of the metadata language: just enough structure to read the generated calls. */
type MetaValue =
  | { kind: 'call'; name: string; args: MetaValue[]; start: number; end: number }
  | { kind: 'type'; text: string }
  | { kind: 'string'; value: string; start: number; end: number }
  | { kind: 'list'; items: MetaValue[] }
  | { kind: 'hash'; pairs: [MetaValue, MetaValue][] }
  /** A regexp literal: the text between its slashes. */
  | { kind: 'regex'; body: string }
  | { kind: 'scalar'; value: unknown };

const semantics = grammar.createSemantics().addOperation<unknown>('meta', {
  File(statements) {
    return statements.children.map((s) => s.meta());
  },
  Call_plain(name, _open, args, _close) {
    return { kind: 'call', name: name.sourceString, args: args.meta(), start: this.source.startIdx, end: this.source.endIdx };
  },
  Call_method(name, _dot, method, _open, args, _close) {
    return { kind: 'call', name: `${name.sourceString}.${method.sourceString}`, args: args.meta(), start: this.source.startIdx, end: this.source.endIdx };
  },
  Args(list, _comma) {
    return list.asIteration().children.map((c) => c.meta());
  },
  TypeExpr_parameterized(_name, _open, _args, _close) {
    return { kind: 'type', text: this.sourceString };
  },
  TypeExpr_plain(name) {
    return { kind: 'type', text: name.sourceString };
  },
  Array(_open, args, _close) {
    return { kind: 'list', items: args.meta() };
  },
  Hash(_open, pairs, _comma, _close) {
    return { kind: 'hash', pairs: pairs.asIteration().children.map((p) => p.meta()) };
  },
  Pair(key, _arrow, value) {
    return [key.meta(), value.meta()];
  },
  string_single(_open, chars, _close) {
    return { kind: 'string', value: chars.children.map((c: Node) => c.sourceString.replace(/^\\([\\'])$/, '$1')).join(''), start: this.source.startIdx, end: this.source.endIdx };
  },
  string_double(_open, chars, _close) {
    return { kind: 'string', value: chars.sourceString, start: this.source.startIdx, end: this.source.endIdx };
  },
  regex(_open, chars, _close) {
    return { kind: 'regex', body: chars.sourceString };
  },
  boolean(_b) {
    return { kind: 'scalar', value: this.sourceString === 'true' };
  },
  undef(_u) {
    return { kind: 'scalar', value: null };
  },
  number(_sign, _int, _dot, _frac) {
    return { kind: 'scalar', value: Number(this.sourceString) };
  },
});

function param(v: MetaValue | undefined, kind: ParameterInfo['kind']): ParameterInfo | undefined {
  if (v?.kind !== 'call' || !v.name.endsWith('Param')) return undefined;
  const [type, name, namevar] = v.args;
  if (name?.kind !== 'string') return undefined;
  const p: ParameterInfo = { name: name.value, kind };
  if (type?.kind === 'type') p.type = type.text;
  if (namevar?.kind === 'scalar' && namevar.value === true) p.namevar = true;
  return p;
}

/**
 * The title patterns hash (`{ /re/ => ['attr', ...] }`), as Puppet's ResourceType3 takes it: none
 * for a type without namevars, else the pairs in order (an empty hash matches no title).
 */
function titlePatterns(v: MetaValue | undefined, namevars: readonly string[]): TitlePattern[] | undefined {
  if (namevars.length === 0 || v?.kind !== 'hash') return undefined;
  const out: TitlePattern[] = [];
  for (const [re, names] of v.pairs) {
    if (re.kind !== 'regex' || names.kind !== 'list') continue;
    out.push({ pattern: re.body, attributes: names.items.flatMap((n) => (n.kind === 'string' ? [n.value] : [])) });
  }
  return out;
}

/** The types declared in one metadata file; problems are reported and the file's types skipped. */
export function readResourceTypeFile(source: SourceFile, diagnostics: DiagnosticBag): ResourceTypeInfo[] {
  const match = grammar.match(source.text);
  if (match.failed()) {
    const at = match.getRightmostFailurePosition();
    diagnostics.report('OVC2801', { reason: `expected ${match.getExpectedText()}` }, { location: { source, start: at, end: at } });
    return [];
  }
  const calls = semantics(match).meta() as MetaValue[];
  const types: ResourceTypeInfo[] = [];
  for (const call of calls) {
    const location: Location = call.kind === 'call' ? { source, start: call.start, end: call.end } : { source, start: 0, end: 0 };
    if (call.kind !== 'call' || !/ResourceType3\.new$/.test(call.name)) {
      diagnostics.report('OVC2801', { reason: 'expected a Puppet::Resource::ResourceType3.new(...) call' }, { location });
      continue;
    }
    const [name, properties, parameters, patterns] = call.args;
    if (name?.kind !== 'string' || properties?.kind !== 'list' || parameters?.kind !== 'list') {
      diagnostics.report('OVC2801', { reason: 'expected a type name, a list of properties and a list of parameters' }, { location });
      continue;
    }
    const params = [
      ...properties.items.map((p) => param(p, 'property')),
      ...parameters.items.map((p) => param(p, 'parameter')),
    ].filter((p): p is ParameterInfo => p !== undefined);
    const namevars = params.filter((p) => p.namevar).map((p) => p.name);
    const info: ResourceTypeInfo = { name: name.value.toLowerCase(), kind: 'resource_type', parameters: params, namevars, location: { source, start: name.start, end: name.end } };
    const titles = titlePatterns(patterns, namevars);
    if (titles) info.titlePatterns = titles;
    types.push(info);
  }
  return types;
}
