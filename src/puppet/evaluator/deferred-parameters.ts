// A Deferred given to a class or define parameter. The call is the agent's, but Puppet checks at
// compile time that the deferred function exists, accepts the arguments, and declares a return
// type the parameter's type admits (with no declared return type it warns once per function).
import type { Location } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import { ANY, PDeferred, PType, describeTypeMismatch, generalize, rubyText, type Value } from '../values/index.js';
import { EvaluationError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import { declaredType, evaluateTypeReference, parameterType, restParameter } from './type-names.js';
import { typeFromText } from './type-string.js';

/** One dispatch of the deferred function: what it accepts and what it declares it returns. */
interface Dispatch {
  params: readonly PType[];
  required: number;
  rest?: PType;
  /** A lambda it requires: a deferred call never gives one. */
  block: boolean;
  returns?: PType;
}

/**
 * Checks a Deferred parameter value as Puppet's TypeMismatchDescriber does: its function's first
 * dispatch that accepts the arguments (undef arguments match none), then that dispatch's return
 * type against `type` (Any for an untyped parameter), both generalized.
 */
export function checkDeferredParameter(ev: Evaluator, d: PDeferred, type: PType | undefined, subject: string, param: string, at: Location): void {
  const dispatches = deferredDispatches(ev, d.name);
  // Puppet fails here on a nil function (a NoMethodError): the function must exist.
  if (dispatches === undefined) throw new EvaluationError('OVC3180', { name: d.name }, at);
  const args = d.args;
  const match = args === undefined ? undefined : dispatches.find((s) => accepts(s, args));
  if (match === undefined) throw new EvaluationError('OVC3111', { message: `No matching arity found for ${d.name} with arguments ${args === undefined ? '' : rubyText(args)}` }, at);
  if (match.returns === undefined) {
    const key = `${d.name}_deferred_warning`;
    if (!ev.deprecationKeys.has(key)) {
      ev.deprecationKeys.add(key);
      ev.options.diagnostics.report('OVC3181', { name: d.name }, { location: at });
    }
    return;
  }
  const expected = type ?? ANY;
  if (!generalize(expected).isAssignable(generalize(match.returns))) {
    throw new EvaluationError('OVC3006', { message: describeTypeMismatch(`${subject}: parameter '${param}'`, expected, match.returns) }, at);
  }
}

function accepts(s: Dispatch, args: readonly Value[]): boolean {
  if (s.block || args.length < s.required || (s.rest === undefined && args.length > s.params.length)) return false;
  return args.every((a, i) => (i < s.params.length ? s.params[i]! : s.rest!).isInstance(a));
}

/** The dispatches of the function Puppet would load for `name`, or undefined when there is none. */
function deferredDispatches(ev: Evaluator, name: string): Dispatch[] | undefined {
  const lname = name.toLowerCase();
  const site = ev.siteFunctions.get(lname);
  if (site) return [puppetDispatch(ev, site.def)];
  const info = ev.options.modulePath.getFunction(lname);
  if (info?.kind === 'puppet') {
    const program = ev.options.cache.parse(info.location.source, ev.options.diagnostics);
    const def = program?.body.find((s): s is A.FunctionDefinition => s.kind === 'FunctionDefinition' && s.name.toLowerCase() === lname);
    return def ? [ev.withSource(info.location.source, () => puppetDispatch(ev, def))] : undefined;
  }
  if (info?.kind === 'ruby') return rubyDispatches(ev, info.location.source.text);
  // A 3.x function takes any arguments and declares nothing.
  if (info?.kind === 'ruby_legacy') return [{ params: [], required: 0, rest: ANY, block: false }];
  if (!ev.options.dispatcher.has(lname) || ev.options.dispatcher.moduleOf(lname) !== undefined) return undefined;
  return ev.options.dispatcher.signatures(lname).map((s) => ({
    params: s.params,
    required: s.required ?? s.params.length,
    ...(s.rest ? { rest: s.rest } : {}),
    block: s.block === 'required',
    ...(s.returns ? { returns: s.returns } : {}),
  }));
}

function puppetDispatch(ev: Evaluator, def: A.FunctionDefinition): Dispatch {
  const params = def.parameters.filter((p) => !p.capturesRest);
  const rest = def.parameters.find((p) => p.capturesRest);
  const returns = def.returnType ? evaluateTypeReference(ev, def.returnType, ev.top) : undefined;
  return {
    params: params.map((p) => parameterType(ev, p, ev.top) ?? ANY),
    required: params.filter((p) => !p.default).length,
    ...(rest ? { rest: restParameter(ev, rest, ev.top).each ?? ANY } : {}),
    block: false,
    ...(returns instanceof PType ? { returns } : {}),
  };
}

const DISPATCH = /^\s*dispatch\s*\(?\s*:\w+\s*\)?\s+do\s*$([\s\S]*?)^\s*end\b/gm;
const PARAM = /^\s*(param|required_param|optional_param|repeated_param|optional_repeated_param|required_repeated_param|block_param|required_block_param|optional_block_param|return_type)\b\s*\(?\s*(?:(['"])(.*?)\2)?/gm;

/**
 * The `dispatch` blocks of a 4.x Ruby function, read from its source: parameter types, whether
 * it wants a block, the declared return type. A file with none has Puppet's default dispatch
 * (any arguments, no return type). A type overcat cannot read counts as Any.
 */
function rubyDispatches(ev: Evaluator, text: string): Dispatch[] {
  const typeOf = (t: string | undefined): PType => {
    if (t === undefined) return ANY;
    const parsed = typeFromText(t, (n) => declaredType(ev, n));
    return 'type' in parsed ? parsed.type : ANY;
  };
  const dispatches: Dispatch[] = [];
  for (const [, body] of text.matchAll(DISPATCH)) {
    const d: { params: PType[]; required: number; rest?: PType; block: boolean; returns?: PType } = { params: [], required: 0, block: false };
    for (const [, kind, , type] of body!.matchAll(PARAM)) {
      if (kind === 'return_type') d.returns = typeOf(type);
      else if (kind === 'block_param' || kind === 'required_block_param') d.block = true;
      else if (kind === 'optional_block_param') continue;
      else if (kind!.endsWith('repeated_param')) {
        d.rest = typeOf(type);
        if (kind === 'required_repeated_param') d.required++;
      } else {
        d.params.push(typeOf(type));
        if (kind !== 'optional_param') d.required++;
      }
    }
    dispatches.push(d);
  }
  return dispatches.length > 0 ? dispatches : [{ params: [], required: 0, rest: ANY, block: false }];
}
