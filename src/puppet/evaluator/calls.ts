// Function calls: native functions (through the dispatcher), Puppet-language functions, lambdas, and the FunctionContext a function may use.
import { SourceFile, type Location } from '../../diagnostics/source.js';
import { StopIteration, type ClassInclusion, type FunctionContext, type Lambda, type LogLevel, type LookupRequest, type ResourceView, type TemplateChange } from '../functions/context.js';
import { FunctionError, countText, signatureText, type SignatureShape } from '../functions/dispatcher.js';
import type { FunctionInfo } from '../modulepath/module-path.js';
import type * as A from '../parser/ast.js';
import { parseEpp } from '../parser/epp.js';
import { ANY, ClassType, PHash, TypeType, type PBinaryString, type PSensitive, PType, ResourceType, describeMismatch, fromData, type PTimestamp, type Value } from '../values/index.js';
import { declareClass, includeClasses } from './classes.js';
import { classDefinition, type Found } from './definitions.js';
import { INLINE_EPP_FILE, renderEpp, renderTemplate } from './epp-render.js';
import type { Evaluator } from './evaluator.js';
import { referenceOf } from './resource-overrides.js';
import { addTags, isTagged, isValidTag } from './resource.js';
import { declareResource } from './resources.js';
import { Scope } from './scope.js';
import { evaluateTypeReference, parameterType, restParameter, typeAlias } from './type-names.js';
import { typeFromText } from './type-string.js';
import { interpolationVariable, readCheckedVariable, readVariable } from './variables.js';
import { findResource } from './resource-lookup.js';

/** `next`/`return` unwinding to the lambda or function that handles them (`break()` is a StopIteration). */
export class ControlFlow {
  constructor(
    readonly kind: 'next' | 'return',
    readonly value: Value,
    readonly at: Location,
  ) {}
}

/** A merge option given as a Puppet hash, as the plain data Hiera takes. */
function fromPHash(v: Value): unknown {
  if (v instanceof PHash) return Object.fromEntries(Array.from(v, ([k, x]) => [String(k), fromPHash(x)]));
  if (Array.isArray(v)) return v.map(fromPHash);
  return v;
}

export function evaluateCall(ev: Evaluator, node: A.Call, scope: Scope): Value {
  const callee = node.callee;
  if (callee.kind === 'TypeReference') {
    // `Integer('10')`, `String(5)`: Type.new, the `new` function's.
    const t = evaluateTypeReference(ev, callee, scope) as PType;
    return callFunction(ev, 'new', [t, ...ev.list(node.arguments, scope)], node.lambda, scope, node);
  }
  // Validation refuses any other callee (OVC2047), as Puppet's does.
  const name = callee.kind === 'BareWord' ? callee.name : undefined;
  if (name === undefined) ev.fail('OVC3116', { what: 'Calling a computed function' }, node);
  return callFunction(ev, name, ev.list(node.arguments, scope), node.lambda, scope, node);
}

/** Calls a function: `next`/`return`/`break`, a native one, a Puppet-language one, or reports why not. */
export function callFunction(ev: Evaluator, name: string, args: Value[], lambdaNode: A.Lambda | undefined, scope: Scope, node: A.Span): Value {
  // Not replace(/^::/): every call goes through here.
  const lname = name.startsWith('::') ? name.slice(2) : name;
  if (lname === 'next' || lname === 'return') throw new ControlFlow(lname, args[0] ?? null, ev.loc(node));
  if (lname === 'break') throw new StopIteration(ev.loc(node));
  return callWithLambda(ev, lname, args, lambdaNode ? makeLambda(ev, lambdaNode, scope) : undefined, scope, node);
}

/**
 * Calls a native or Puppet-language function by name (also what `call()` and functions calling
 * functions reach); `unknown` refuses a name nothing defines, in the words the caller's Puppet
 * counterpart uses.
 */
function callWithLambda(ev: Evaluator, lname: string, args: Value[], lambda: Lambda | undefined, scope: Scope, node: A.Span, unknown: (name: string) => never = (n) => ev.fail('OVC3108', { message: `Unknown function: '${n}'.` }, node)): Value {
  const info = ev.options.modulePath.getFunction(lname);
  // Puppet 7 refuses the file before running anything of it, native stand-in or not (a core
  // function of the name, or a result the user pinned, is found first).
  const def = info?.kind === 'ruby_legacy' ? info.methodDefinition : undefined;
  if (def && (ev.options.dispatcher.moduleOf(lname) !== undefined || !ev.options.dispatcher.has(lname))) ev.fail('OVC3131', { message: illegalMethodMessage(def.name, info!.location.source.path, def.column) }, node);
  if (nativeAvailable(ev, lname, info)) {
    const native = ev.options.dispatcher.call(lname, new CallContext(ev, scope, node), args, lambda);
    if (native) return native.value;
  }
  const site = ev.siteFunctions.get(lname.toLowerCase());
  if (site) return callPuppetFunction(ev, site, args, node);
  if (info?.kind === 'puppet') {
    const program = ev.options.cache.parse(info.location.source, ev.options.diagnostics);
    const def = program?.body.find((s): s is A.FunctionDefinition => s.kind === 'FunctionDefinition' && s.name.toLowerCase() === lname.toLowerCase());
    if (def) return callPuppetFunction(ev, { def, source: info.location.source }, args, node);
  }
  if (info) ev.fail('OVC3109', { name: lname, where: ` (defined in Ruby: ${info.location.source.path})` }, node);
  return unknown(lname);
}

/** Puppet 7's refusal of a 3.x function file that defines a method (the column is what it calls the line). */
function illegalMethodMessage(method: string, file: string, column: number): string {
  return `Illegal method definition of method '${method}' in source ${file} on line ${column} in legacy function. See https://puppet.com/docs/puppet/latest/functions_refactor_legacy.html for more information`;
}

/** A module's function runs natively only when the module path ships its Ruby file (Puppet finds it only then). */
function nativeAvailable(ev: Evaluator, lname: string, info: FunctionInfo | undefined): boolean {
  return ev.options.dispatcher.moduleOf(lname) === undefined || (info !== undefined && info.kind !== 'puppet');
}

function callPuppetFunction(ev: Evaluator, f: Found<A.FunctionDefinition>, args: Value[], node: A.Span): Value {
  const scope = new Scope('function', ev.top, f.def.name.toLowerCase(), ev.top.resource);
  return ev.withSource(f.source, () => {
    checkParameterOrder(ev, f.def.parameters);
    bindArguments(ev, f.def.parameters, args, scope, `'${f.def.name}'`, node);
    try {
      return bodyValue(ev, f.def.body, scope, f.def.returnType, f.def.name, node);
    } catch (e) {
      // Puppet's `return()` unwinds past the return type's check.
      if (e instanceof ControlFlow && e.kind === 'return') return e.value;
      throw e;
    }
  });
}

/**
 * The value of a function's or lambda's body, ended early by `next()` (as Puppet does at a
 * function's top too), checked against the declared return type where there is one.
 */
function bodyValue(ev: Evaluator, body: readonly A.Statement[], scope: Scope, returnType: A.TypeReference | undefined, name: string, node: A.Span): Value {
  let v: Value;
  try {
    v = ev.evaluateStatements(body, scope);
  } catch (e) {
    if (!(e instanceof ControlFlow && e.kind === 'next')) throw e;
    v = e.value;
  }
  const t = returnType ? evaluateTypeReference(ev, returnType, scope) : undefined;
  if (t instanceof PType && !t.isInstance(v)) ev.fail('OVC3006', { message: describeMismatch(`value returned from ${name} has wrong type,`, t, v) }, node);
  return v;
}

/**
 * Binds positional arguments to parameters (defaults, `*$rest`, types) in `scope`, refusing them in
 * Puppet's words: `what` is `'f'` for a function, `block` for a lambda.
 */
function bindArguments(ev: Evaluator, params: readonly A.Parameter[], args: readonly Value[], scope: Scope, what: string, node: A.Span): void {
  const last = params[params.length - 1];
  const slurp = last?.capturesRest ? restParameter(ev, last, scope) : undefined;
  const optional = params.findIndex((p) => p.default !== undefined || p.capturesRest);
  const required = optional < 0 ? params.length : optional;
  // A function's call is refused for its count first; a lambda takes the arguments it is given (its missing one is refused below).
  const fixed = slurp ? params.length - 1 : params.length;
  const [min, max] = slurp ? [required + slurp.min, fixed + slurp.max] : [required, fixed];
  if (what !== 'block' && (args.length < min || args.length > max)) {
    ev.fail('OVC3110', { message: `${what} ${countText(min, max, args.length)}` }, node);
  }
  const refuse = (p: A.Parameter, t: PType, v: Value): void => {
    // Where normalising the type drops what the value lacks (Array[Any, 2] is Array), Puppet's describer has nothing to say and names the signature.
    const message = describeMismatch(`${what} parameter '${p.name}'`, t, v) || `${what} expects (${signatureText(closureSignature(ev, params, required, scope))})`;
    ev.fail('OVC3006', { message }, node);
  };
  params.forEach((p, i) => {
    let v: Value;
    if (p.capturesRest) v = args.slice(i);
    else if (i < args.length) v = args[i]!;
    else if (p.default) v = ev.evaluate(p.default, scope);
    else ev.fail('OVC3110', { message: `Parameter $${p.name} is required but no value was given` }, node);
    const t = p.capturesRest ? slurp!.each : parameterType(ev, p, scope);
    if (t) for (const x of p.capturesRest ? (v as Value[]) : [v]) if (!t.isInstance(x)) refuse(p, t, x);
    scope.force(p.name, v);
  });
}

/** A function's or lambda's parameters as a signature (`Any` where untyped), for Puppet's `expects (Integer a, Any b?)`. */
function closureSignature(ev: Evaluator, params: readonly A.Parameter[], required: number, scope: Scope): SignatureShape {
  const types = params.map((p) => (p.capturesRest ? restParameter(ev, p, scope).each : parameterType(ev, p, scope)) ?? ANY);
  const rest = params.length > 0 && params[params.length - 1]!.capturesRest;
  return { params: rest ? types.slice(0, -1) : types, required, ...(rest ? { rest: types[types.length - 1]! } : {}), names: params.map((p) => p.name) };
}

/** Puppet refuses a function or lambda whose required parameter follows an optional one (when it first makes its signature). */
function checkParameterOrder(ev: Evaluator, params: readonly A.Parameter[]): void {
  let optional = false;
  for (const p of params) {
    if (p.default !== undefined || p.capturesRest) optional = true;
    else if (optional) ev.fail('OVC3111', { message: `Parameter $${p.name} is required but appears after optional parameters` }, p);
  }
}

function makeLambda(ev: Evaluator, node: A.Lambda, scope: Scope): Lambda {
  checkParameterOrder(ev, node.parameters);
  const source = ev.source;
  const rest = node.parameters.some((p) => p.capturesRest);
  return {
    parameterCount: node.parameters.length,
    parameterNames: node.parameters.map((p) => p.name),
    capturesRest: rest,
    call: (args) =>
      ev.withSource(source, () => {
        const local = new Scope('local', scope, '', scope.resource);
        bindArguments(ev, node.parameters, args.slice(0, rest ? args.length : node.parameters.length), local, 'block', node);
        return bodyValue(ev, node.body, local, node.returnType, 'lambda', node);
      }),
  };
}

/**
 * What a function called at `node` from `scope` may do. One object per call, its methods on the
 * prototype: a compilation calls functions thousands of times (include, lookup, join...), and a
 * closure per capability per call was a tenth of what it allocated.
 */
class CallContext implements FunctionContext {
  /** The caller's file: where the call's messages point. */
  private readonly source: SourceFile;

  constructor(
    private readonly ev: Evaluator,
    private readonly scope: Scope,
    private readonly node: A.Span,
  ) {
    this.source = ev.source;
  }

  get location(): Location {
    return this.ev.loc(this.node, this.source);
  }

  includeClasses(names: readonly Value[], how: ClassInclusion): void {
    includeClasses(this.ev, names, how, this.scope, this.node);
  }

  realize(refs: readonly Value[]): void {
    const location = this.location;
    for (const r of refs.flat(Infinity as 1) as Value[]) {
      const ref = referenceOf(this.ev, r, this.node);
      const found = findResource(this.ev, ref.type, ref.title);
      if (found) found.virtual = false;
      this.ev.realized.push({ ...ref, location });
    }
  }

  tag(tags: readonly string[]): void {
    const bad = tags.find((t) => !isValidTag(t.toLowerCase()));
    if (bad !== undefined) throw new FunctionError(`Invalid tag '${bad.toLowerCase()}'`);
    const owner = this.scope.owner.resource;
    if (owner) addTags(owner.tags, tags);
  }

  /** Puppet's tagged(): every tag is the catalog's (a class declared so far) or the calling scope resource's. */
  tagged(tags: readonly string[]): boolean {
    const owner = this.scope.owner.resource;
    return tags.every((t) => {
      const tag = t.toLowerCase();
      return this.ev.catalog.tags.includes(tag) || (owner !== undefined && isTagged(owner, tag));
    });
  }

  isDefined(what: Value): boolean {
    return isDefined(this.ev, what, this.scope);
  }

  lookup(request: LookupRequest): Value {
    return lookupData(this.ev, request, this.scope);
  }

  declareResource(type: string, title: string, parameters: ReadonlyMap<string, Value>, form: 'regular' | 'virtual' | 'exported', titleValue?: Value): void {
    if (type.toLowerCase() === 'class') declareClass(this.ev, title, parameters, this.scope, this.node, true);
    else declareResource(this.ev, type, [{ title, ...(titleValue !== undefined ? { titleValue } : {}), parameters: new Map(parameters), node: this.node }], form, this.scope);
  }

  renderEpp(name: string, params: Value | undefined): string | PBinaryString | PSensitive {
    return renderEpp(this.ev, name, params, this.node);
  }

  renderInlineEpp(text: string, params: Value | undefined): string | PBinaryString | PSensitive {
    const source = new SourceFile(INLINE_EPP_FILE, text);
    const template = parseEpp(source, this.ev.options.diagnostics);
    if (!template) this.ev.fail('OVC3111', { message: 'The inline_epp() template does not parse' }, this.node);
    return renderTemplate(this.ev, template, source, params, this.node, this.scope);
  }

  parseType(text: string, aliases = false): PType {
    const resource = (n: string) => (this.ev.options.modulePath.getType(n.toLowerCase())?.kind === 'core' ? new ResourceType(n.toLowerCase()) : undefined);
    const parsed = typeFromText(text, (n) => (aliases ? typeAlias(this.ev, n) : undefined) ?? resource(n), !aliases);
    if ('error' in parsed) throw new FunctionError(parsed.error);
    return parsed.type;
  }

  moduleDirectory(name: string): string | undefined {
    return this.ev.options.modulePath.moduleDirectory(name);
  }

  fileKind(path: string): 'file' | 'directory' | undefined {
    return this.ev.options.host.stat(path);
  }

  listDirectory(path: string): string[] {
    return this.ev.options.host.readDirectory(path);
  }

  isSymbolicLink(path: string): boolean {
    return this.ev.options.host.isSymbolicLink(path);
  }

  readTextFile(path: string): string | undefined {
    const read = this.ev.options.host.readFile(path);
    return read.ok ? read.text : undefined;
  }

  readBinaryFile(path: string): Uint8Array | undefined {
    const read = this.ev.options.host.readBytes(path);
    return read.ok ? read.bytes : undefined;
  }

  now(): PTimestamp {
    return this.ev.now;
  }

  variable(name: string): Value | undefined {
    return readVariable(this.ev, name, this.scope);
  }

  checkedVariable(name: string): Value | undefined {
    return readCheckedVariable(this.ev, name, this.scope, this.location);
  }

  variableNames(): string[] {
    return this.scope.variableNames();
  }

  log(level: LogLevel, message: string): void {
    logAt(this.ev, level, message, this.location);
  }

  findResources(type: string, title: string | undefined): ResourceView[] {
    const found = title === undefined ? this.ev.catalog.resources.filter((r) => r.type.toLowerCase() === type.toLowerCase()) : [findResource(this.ev, type, title)];
    return found.flatMap((r) => (r ? [{ parameters: r.parameters, isCaller: r === this.scope.owner.resource }] : []));
  }

  callerDefinition(): { kind: 'class' | 'define' | 'other'; name: string } {
    // Top-scope code belongs to Puppet's main class (named '').
    const owner = this.scope.owner;
    return { kind: owner.kind === 'class' || owner.kind === 'top' ? 'class' : owner.kind === 'define' ? 'define' : 'other', name: owner.name };
  }

  deprecation(key: string, message: string): void {
    if (this.ev.deprecationKeys.has(key)) return;
    this.ev.deprecationKeys.add(key);
    logAt(this.ev, 'warning', message, this.location);
  }

  setVariable(name: string, value: Value): boolean {
    return this.scope.set(name, value);
  }

  changedInPlace(value: object, root: object, change: TemplateChange): void {
    const changed = (this.ev.changedInPlace ??= new WeakMap());
    // The first change is the one named.
    if (!changed.has(value)) changed.set(value, change);
    if (!changed.has(root)) changed.set(root, change);
  }

  hasLegacyFunction(name: string): boolean {
    return this.ev.options.modulePath.hasLegacyFunction(name);
  }

  memo<T>(kind: string, version: string, text: string, compute: (text: string) => T): T {
    return this.ev.options.cache.memo(kind, version, text, compute);
  }

  state<T>(key: string, init: () => T): T {
    if (!this.ev.functionState.has(key)) this.ev.functionState.set(key, init());
    return this.ev.functionState.get(key) as T;
  }

  loadAllLegacyFunctions(): void {
    this.deprecation('Puppet::Parser::Functions.autoloader#loadall', "The method 'Puppet::Parser::Functions.autoloader#loadall' is deprecated in favor of using 'Scope#call_function'.");
    const failing = this.ev.options.modulePath.firstLegacyLoadError();
    if (failing) throw new FunctionError(`Could not autoload puppet/parser/functions/${failing.name}: ${failing.loadError!}`, 'OVC3131');
  }

  shipsFunction(name: string): boolean {
    return this.ev.options.modulePath.getFunction(name) !== undefined;
  }

  definesFunction(name: string): boolean {
    const n = name.replace(/^::/, '').toLowerCase();
    return this.ev.siteFunctions.has(n) || this.ev.options.modulePath.getFunction(n) !== undefined;
  }

  call(name: string, args: readonly Value[], lambda?: Lambda): Value {
    return callWithLambda(this.ev, name.replace(/^::/, ''), [...args], lambda, this.scope, this.node);
  }

  callFromGlobalScope(name: string, args: readonly Value[]): Value {
    return callWithLambda(this.ev, name, [...args], undefined, this.ev.top, this.node);
  }

  callNamed(name: string, args: readonly Value[], lambda?: Lambda): Value {
    return callWithLambda(this.ev, name.replace(/^::/, ''), [...args], lambda, this.scope, this.node, (n) => {
      throw new FunctionError(`Unknown function '${n}'`, 'OVC3108');
    });
  }
}

function logAt(ev: Evaluator, level: LogLevel, message: string, location: Location): void {
  const severity = level === 'warning' || level === 'err' || level === 'alert' || level === 'emerg' || level === 'crit' ? 'warning' : 'info';
  ev.options.diagnostics.report('OVC3112', { level: level[0]!.toUpperCase() + level.slice(1), message }, { location, severity });
}

/**
 * `defined(x)` as Puppet 7 answers it: a name is a known resource type, defined type or class
 * (`main` included; functions are not asked); `$name` a set variable; `File['x']`/`Class['x']` a
 * resource in the catalog, virtual or not; `File` a known type; `Type[Class['x']]` a known class,
 * declared or not; `Type[File]` as `File`.
 */
export function isDefined(ev: Evaluator, what: Value, scope: Scope): boolean {
  if (typeof what === 'string') {
    if (what.startsWith('$')) return readVariable(ev, what.slice(1), scope) !== undefined;
    if (what === '') return false;
    if (what === 'main') return true;
    const n = what.replace(/^::/, '').toLowerCase();
    return isKnownType(ev, n) || isKnownClass(ev, n);
  }
  if (what instanceof ResourceType) {
    if (what.typeName === undefined) throw new FunctionError('The given resource type is a reference to all kind of types');
    if (what.title === undefined) return isKnownType(ev, what.typeName.toLowerCase());
    return findResource(ev, what.name, what.title) !== undefined;
  }
  if (what instanceof ClassType) {
    if (what.className === undefined) throw new FunctionError('The given class type is a reference to all classes');
    return ev.classScopes.has(what.className);
  }
  if (what instanceof TypeType && what.type instanceof ResourceType) return isDefined(ev, what.type, scope);
  if (what instanceof TypeType && what.type instanceof ClassType) {
    if (what.type.className === undefined) throw new FunctionError('The given class type is a reference to all classes');
    return isKnownClass(ev, what.type.className);
  }
  return false;
}

/** A resource type (core or the module path's) or a defined type. */
function isKnownType(ev: Evaluator, lower: string): boolean {
  return ev.options.modulePath.getType(lower) !== undefined || ev.siteDefines.has(lower);
}

/** A class the compilation can find (Puppet's known resource types hold `settings` too). */
function isKnownClass(ev: Evaluator, lower: string): boolean {
  return lower === 'settings' || classDefinition(ev, lower) !== undefined;
}

/** lookup(): the first name found (override, Hiera interpolated in the calling scope, default values), checked against the value type. */
function lookupData(ev: Evaluator, request: LookupRequest, scope: Scope): Value {
  const { valueType } = request;
  const variable = (name: string) => interpolationVariable(ev, name, scope);
  // As Puppet's Lookup.lookup: each found value is checked against the value type, naming where it came from.
  const checked = (subject: string, v: Value): Value => {
    if (valueType instanceof PType && !valueType.isInstance(v)) throw new FunctionError(describeMismatch(`${subject} has wrong type,`, valueType, v), 'OVC3111');
    return v;
  };
  for (const name of request.names) {
    const given = request.override?.get(name);
    if (given !== undefined) return checked(`Value found for key '${name}' in override hash`, given);
    const r = ev.lookupHiera(name, request.merge === undefined ? { scope: variable } : { merge: typeof request.merge === 'string' ? request.merge : (fromPHash(request.merge) as unknown), scope: variable });
    if (r?.found) return checked('Found value', fromData(r.value));
  }
  for (const name of request.names) {
    const given = request.defaultValues?.get(name);
    if (given !== undefined) return checked(`Value found for key '${name}' in default values hash`, given);
  }
  if (request.defaultBlock) return checked('Value returned from default block', request.defaultBlock.call([request.name ?? request.names[0] ?? null]));
  if (request.default) return checked('Default value', request.default.value);
  const names = request.names.length === 1 ? `the name '${request.names[0]!}'` : `any of the names [${request.names.map((n) => `'${n}'`).join(', ')}]`;
  throw new FunctionError(names, 'OVC3114', { names });
}
