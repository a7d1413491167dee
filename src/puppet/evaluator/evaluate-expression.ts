// The evaluator proper: every expression of the Puppet language, and the catalog expressions
// (resources, defaults, overrides, collectors, relationships, class declarations, define bodies)
// over the parser's AST, with the value model of puppet/values. The phases that drive it (node
// matching, generator passes, finish) are in compiler.ts.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { SourceFile, type Location } from '../../diagnostics/source.js';
import type { Hiera } from '../../hiera/hiera.js';
import type { Host } from '../../host/host.js';
import type { FunctionInfo, ModulePath } from '../modulepath/module-path.js';
import type * as A from '../parser/ast.js';
import type { ParseCache } from '../parser/cache.js';
import { parseEpp } from '../parser/epp.js';
import type { ClassInclusion, FunctionContext, Lambda, LogLevel, LookupRequest } from '../functions/context.js';
import { FunctionError, type FunctionDispatcher } from '../functions/dispatcher.js';
import {
  ClassType,
  HashBuilder,
  PDefault,
  PHash,
  PType,
  PuppetError,
  ResourceType,
  TypeAliasType,
  UNDEF,
  access,
  arithmetic,
  capitalizeSegments,
  caseMatch,
  compare,
  describeMismatch,
  equals,
  fromData,
  inOperator,
  isTruthy,
  matchOperator,
  negate,
  parameterize,
  toText,
  typeByName,
  unfold,
  type Value,
} from '../values/index.js';
import { applyChanges, attributeEquals, collect, type AttributeChange, type CollectorState, type Query } from './collectors.js';
import { CompilingCatalog } from './catalog-builder.js';
import { EvaluationError } from './errors.js';
import { addRelationship, chain, referenceTo } from './relationships.js';
import { addTags, isValidTag, refText, type CatalogResource } from './resource.js';
import type { OriginRecorder, ValueOrigin } from './origins.js';
import { Scope, type DefaultAttribute } from './scope.js';
import { literalValue, typeFromText } from './type-string.js';

export interface EvaluatorOptions {
  host: Host;
  modulePath: ModulePath;
  cache: ParseCache;
  dispatcher: FunctionDispatcher;
  hiera?: Hiera;
  diagnostics: DiagnosticBag;
  nodeName: string;
  environment: string;
  strictVariables: boolean;
  /** Classes an ENC assigned (listed first in the catalog's classes). */
  encClasses?: readonly string[];
  /** Records where every parameter value came from (for `explain`); absent, nothing is recorded. */
  origins?: OriginRecorder;
}

/** An attribute's origin: where it was written, and the variable it reads, if that is all it does. */
function attributeOrigin(value: Value, written: AttributeChange | undefined, fallback: Location): ValueOrigin {
  return { kind: 'attribute', value, location: written?.location ?? fallback, ...(written?.variable ? { detail: `$${written.variable}` } : {}) };
}

/** The file name while no manifest is being evaluated (ENC classes). */
const NO_SOURCE = '<none>';

/** One resource of a resource expression (or of create_resources) before it is declared. */
interface DeclaredBody {
  title: string;
  parameters: ReadonlyMap<string, Value>;
  node: A.Span;
  /** The attributes as written (their places and variables, for origins). */
  written?: Map<string, AttributeChange>;
}

/** A definition found in a manifest, with the file it is in. */
interface Found<T> {
  def: T;
  source: SourceFile;
}

/** A relationship operand after evaluation: resources (or references to find later) and collectors. */
interface Operand {
  refs: { type: string; title: string; location: Location }[];
  collectors: CollectorState[];
}

interface PendingRelationship {
  left: Operand;
  right: Operand;
  operator: A.Relationship['operator'];
  location: Location;
}

interface PendingOverride {
  type: string;
  title: string;
  changes: AttributeChange[];
  source: string;
  location: Location;
}

/**
 * Puppet 7.23's defaults for the settings a manifest may read as `$settings::x`, leaving out the
 * paths (`confdir`, `ssldir`...), which differ between Puppet's own packages and distributions'
 * and which overcat, compiling away from any server, cannot know: reading one warns as unknown.
 */
function serverSettings(options: EvaluatorOptions): Record<string, Value> {
  return {
    environment: options.environment,
    server: 'puppet',
    serverport: 8140,
    masterport: 8140,
    ca_server: 'puppet',
    ca_port: 8140,
    storeconfigs: false,
    strict: 'warning',
    strict_variables: options.strictVariables,
    reports: 'store',
  };
}

/** `next`/`return`/`break` unwinding to the lambda, function or loop that handles them. */
class ControlFlow {
  constructor(
    readonly kind: 'next' | 'return' | 'break',
    readonly value: Value,
  ) {}
}

const RELATIONSHIP_PARAMS = new Set(['before', 'require', 'notify', 'subscribe']);
/** Metaparameters a define instance's or class's resources inherit from it (not the relationships). */
const INHERITED_METAPARAMS = ['audit', 'loglevel', 'noop', 'schedule', 'tag'];

/** The type name a resource expression, default or collector names (`file`, `Foo::Bar`, `Resource['file']`). */
function typeNameOf(v: Value): string | undefined {
  if (typeof v === 'string') return v.replace(/^::/, '');
  if (v instanceof ResourceType && v.typeName !== undefined && v.title === undefined) return v.typeName.replace(/^::/, '');
  if (v instanceof ClassType && v.className === undefined) return 'class';
  return undefined;
}

export class Evaluator {
  readonly catalog: CompilingCatalog;
  readonly top: Scope;
  /** Class name → its scope, once evaluated (qualified variables read from it). */
  readonly classScopes = new Map<string, Scope>();
  /** Where each resource was declared: define bodies and defaults are looked up from there. */
  readonly declaredIn = new Map<CatalogResource, Scope>();
  readonly collectors: { state: CollectorState; location: Location }[] = [];
  readonly relationships: PendingRelationship[] = [];
  readonly overrides: PendingOverride[] = [];
  /** Virtual resources named by realize(), checked at the end. */
  readonly realized: { type: string; title: string; location: Location }[] = [];
  /** Keys stdlib's deprecation() warned of: Puppet warns once per key in a compilation. */
  private readonly deprecationKeys = new Set<string>();
  /** Classes and defines defined in the site manifest(s). */
  readonly siteClasses = new Map<string, Found<A.ClassDefinition>>();
  readonly siteDefines = new Map<string, Found<A.DefineDefinition>>();
  readonly siteFunctions = new Map<string, Found<A.FunctionDefinition>>();
  readonly siteAliases = new Map<string, Found<A.TypeAlias>>();
  private readonly aliasTypes = new Map<string, PType>();
  private readonly absolutePaths = new WeakMap<SourceFile, string>();
  /** The file being evaluated (positions of nodes are offsets into it). */
  private source: SourceFile;
  /** Output of the EPP template being rendered. */
  private render: string[] | undefined;
  /** `--code`: resources get a line but no file, as Puppet does. */
  codeSource: SourceFile | undefined;

  constructor(
    readonly options: EvaluatorOptions,
    facts: PHash,
    trusted: PHash,
    serverFacts: PHash,
  ) {
    this.catalog = new CompilingCatalog(options.nodeName, options.environment, options.encClasses);
    this.top = new Scope('top', undefined, '', this.catalog.main);
    for (const [k, v] of facts) if (typeof k === 'string') this.top.force(k, v);
    this.top.force('facts', facts);
    this.top.force('trusted', trusted);
    this.top.force('server_facts', serverFacts);
    this.top.force('environment', options.environment);
    this.top.force('module_name', '');
    // `$settings::x`: the server settings that do not depend on where Puppet is installed.
    const settings = new Scope('class', this.top, 'settings', undefined);
    for (const [k, v] of Object.entries(serverSettings(options))) settings.force(k, v);
    this.classScopes.set('settings', settings);
    this.top.force('name', 'main');
    this.top.force('title', 'main');
    this.source = new SourceFile(NO_SOURCE, '');
  }

  // ---- places and problems -------------------------------------------------------------------

  loc(node: A.Span, source = this.source): Location {
    return { source, start: node.start, end: node.end };
  }

  private fail(code: EvaluationError['code'], args: EvaluationError['args'], node: A.Span): never {
    throw new EvaluationError(code, args, this.loc(node));
  }

  /** Runs `fn` with `source` as the current file. */
  withSource<T>(source: SourceFile, fn: () => T): T {
    const saved = this.source;
    this.source = source;
    try {
      return fn();
    } finally {
      this.source = saved;
    }
  }

  private fileAndLine(node: A.Span): { file?: string; line: number } {
    const line = this.source.position(node.start).line;
    if (this.source === this.codeSource) return { file: '', line };
    let file = this.absolutePaths.get(this.source);
    if (file === undefined) this.absolutePaths.set(this.source, (file = this.options.host.resolve(this.source.path)));
    return { file, line };
  }

  // ---- statements ----------------------------------------------------------------------------

  /** Evaluates statements in order; the value of the last one. */
  evaluateStatements(body: readonly A.Statement[], scope: Scope): Value {
    let last: Value = null;
    for (const s of body) last = this.evaluate(s, scope);
    return last;
  }

  evaluate(node: A.Statement, scope: Scope): Value {
    try {
      return this.evaluateNode(node, scope);
    } catch (e) {
      if (e instanceof PuppetError) throw new EvaluationError(e.code, { message: e.message }, this.loc(node));
      if (e instanceof FunctionError) throw new EvaluationError(e.code, e.args ?? { message: e.message }, this.loc(node));
      throw e;
    }
  }

  private evaluateNode(node: A.Statement, scope: Scope): Value {
    switch (node.kind) {
      case 'ClassDefinition':
      case 'DefineDefinition':
      case 'NodeDefinition':
      case 'FunctionDefinition':
      case 'TypeAlias':
        return null;
      case 'Literal':
        return literalValue(node);
      case 'String':
        return this.interpolate(node, scope);
      case 'Heredoc':
        return this.interpolate(node.text, scope);
      case 'Variable':
        return this.variable(node, scope);
      case 'BareWord':
        return node.name;
      case 'TypeReference':
        return this.typeReference(node, scope);
      case 'Array':
        return this.list(node.elements, scope);
      case 'Hash': {
        const b = new HashBuilder();
        for (const e of node.entries) b.set(this.evaluate(e.key, scope), this.evaluate(e.value, scope));
        return b.build();
      }
      case 'Unary': {
        const v = this.evaluate(node.operand, scope);
        if (node.operator === '!') return !isTruthy(v);
        if (node.operator === '-') return negate(v);
        return unfold(v);
      }
      case 'Binary':
        return this.binary(node, scope);
      case 'Selector':
        return this.selector(node, scope);
      case 'Assignment':
        return this.assign(node, scope);
      case 'Relationship':
        this.relationship(node, scope);
        return null;
      case 'Call':
        return this.call(node, scope);
      case 'MethodCall': {
        const receiver = this.evaluate(node.receiver, scope);
        return this.callFunction(node.name, [receiver, ...this.list(node.arguments, scope)], node.lambda, scope, node);
      }
      case 'Access':
        return this.access(node, scope);
      case 'Collector':
        this.collector(node, scope);
        return null;
      case 'Resource':
        return this.resourceExpression(node, scope);
      case 'ResourceDefaults':
        this.resourceDefaults(node, scope);
        return null;
      case 'ResourceOverride':
        this.resourceOverride(node, scope);
        return null;
      case 'If':
        return isTruthy(this.evaluate(node.test, scope)) ? this.evaluateStatements(node.then, scope) : this.evaluateStatements(node.else ?? [], scope);
      case 'Unless':
        return !isTruthy(this.evaluate(node.test, scope)) ? this.evaluateStatements(node.then, scope) : this.evaluateStatements(node.else ?? [], scope);
      case 'Case':
        return this.caseExpression(node, scope);
      case 'RenderString':
        this.render?.push(node.value);
        return null;
      case 'RenderExpression': {
        const v = this.evaluateStatements(node.body, scope);
        this.render?.push(toText(v));
        return null;
      }
    }
  }

  private interpolate(node: A.StringExpression, scope: Scope): string {
    let s = '';
    for (const p of node.parts) s += typeof p === 'string' ? p : toText(this.evaluate(p, scope));
    return s;
  }

  /** Evaluates a list, unfolding splats (`*$array`) into it. */
  list(elements: readonly A.Expression[], scope: Scope): Value[] {
    const out: Value[] = [];
    for (const e of elements) {
      if (e.kind === 'Unary' && e.operator === '*') out.push(...unfold(this.evaluate(e.operand, scope)));
      else out.push(this.evaluate(e, scope));
    }
    return out;
  }

  // ---- variables -----------------------------------------------------------------------------

  /** A variable's value as `name` (`x`, `::x`, `a::b::x`, `0`) reads from `scope`; undefined when unset. */
  readVariable(name: string, scope: Scope): Value | undefined {
    if (/^\d+$/.test(name)) return scope.matchVariable(Number(name));
    if (name.startsWith('::')) name = name.slice(2);
    const i = name.lastIndexOf('::');
    if (i < 0) return scope.lookup(name);
    const cls = name.slice(0, i).toLowerCase();
    const local = name.slice(i + 2);
    if (cls === '') return this.top.getLocal(local);
    const cs = this.classScopes.get(cls);
    if (!cs) return undefined;
    const v = cs.getLocal(local);
    if (v !== undefined) return v;
    for (let s = cs.inherited; s; s = s.inherited) {
      const iv = s.getLocal(local);
      if (iv !== undefined) return iv;
    }
    return undefined;
  }

  private variable(node: A.Variable, scope: Scope): Value {
    const v = this.readVariable(node.name, scope);
    if (v !== undefined) return v;
    if (/^\d+$/.test(node.name)) return null;
    // `$caller_module_name` is undef without a word where nothing called (top scope), as in Puppet.
    if (node.name === 'caller_module_name') return null;
    if (this.options.strictVariables) this.fail('OVC3101', { name: node.name }, node);
    // Puppet 7 (`strict = warning`) warns at every read of an unknown variable; it is undef.
    this.options.diagnostics.report('OVC3101', { name: node.name }, { location: this.loc(node) });
    return null;
  }

  private assign(node: A.Assignment, scope: Scope): Value {
    if (node.operator !== '=') this.fail('OVC3111', { message: `The operator '${node.operator}' is no longer supported` }, node);
    const value = this.evaluate(node.value, scope);
    this.assignTo(node.target, value, scope);
    return value;
  }

  private assignTo(target: A.Expression, value: Value, scope: Scope): void {
    if (target.kind === 'Variable') {
      const name = target.name;
      if (name.includes('::') || /^\d+$/.test(name)) this.fail('OVC3111', { message: `Cannot assign to variable '$${name}'` }, target);
      if (!scope.set(name, value)) this.fail('OVC3111', { message: `Cannot reassign variable '$${name}'` }, target);
      return;
    }
    if (target.kind === 'Array') {
      if (!Array.isArray(value)) this.fail('OVC3111', { message: 'An array can only be assigned from an array' }, target);
      target.elements.forEach((t, i) => this.assignTo(t, (value as Value[])[i] ?? null, scope));
      return;
    }
    this.fail('OVC3111', { message: 'Illegal attempt to assign to this expression' }, target);
  }

  // ---- types ---------------------------------------------------------------------------------

  private typeReference(node: A.TypeReference, scope: Scope): Value {
    const base = this.typeNamed(node.name);
    if (!node.parameters) return base;
    return parameterize(base, this.list(node.parameters, scope));
  }

  /** A capitalised name as a type: built-in, type alias (module path or manifest), else a resource type. */
  typeNamed(name: string): PType {
    return typeByName(name, (n) => {
      const alias = this.alias(n);
      if (alias) return alias;
      const lower = n.replace(/^::/, '').toLowerCase();
      return this.options.modulePath.getType(lower) || this.siteDefines.has(lower) || lower === 'node' || lower === 'stage' ? new ResourceType(lower) : undefined;
    });
  }

  private alias(name: string): PType | undefined {
    const key = name.replace(/^::/, '').toLowerCase();
    const cached = this.aliasTypes.get(key);
    if (cached) return cached;
    let found = this.siteAliases.get(key);
    if (!found) {
      const info = this.options.modulePath.getTypeAlias(key);
      if (!info) return undefined;
      const program = this.options.cache.parse(info.location.source, this.options.diagnostics);
      const def = program?.body.find((s): s is A.TypeAlias => s.kind === 'TypeAlias' && s.name.toLowerCase() === key);
      if (!def) return undefined;
      found = { def, source: info.location.source };
    }
    const { def, source } = found;
    const t = new TypeAliasType(capitalizeSegments(def.name), () => {
      const v = this.withSource(source, () => this.evaluate(def.type, this.top));
      return v instanceof PType ? v : UNDEF;
    });
    this.aliasTypes.set(key, t);
    return t;
  }

  /** The declared type of a parameter, when it has one. */
  private parameterType(p: A.Parameter, scope: Scope): PType | undefined {
    if (!p.type) return undefined;
    const t = this.evaluate(p.type, scope);
    return t instanceof PType ? t : undefined;
  }

  // ---- operators -----------------------------------------------------------------------------

  private binary(node: A.Binary, scope: Scope): Value {
    if (node.operator === 'and') return isTruthy(this.evaluate(node.left, scope)) && isTruthy(this.evaluate(node.right, scope));
    if (node.operator === 'or') return isTruthy(this.evaluate(node.left, scope)) || isTruthy(this.evaluate(node.right, scope));
    const l = this.evaluate(node.left, scope);
    const r = this.evaluate(node.right, scope);
    switch (node.operator) {
      case '==':
        return equals(l, r);
      case '!=':
        return !equals(l, r);
      case '<':
      case '<=':
      case '>':
      case '>=':
        return compare(node.operator, l, r);
      case '=~':
      case '!~': {
        const m = matchOperator(l, r);
        if (m.matched && m.captures) scope.matches = m.captures;
        return node.operator === '=~' ? m.matched : !m.matched;
      }
      case 'in': {
        const m = inOperator(l, r);
        if (m.matched && m.captures) scope.matches = m.captures;
        return m.matched;
      }
      default:
        return arithmetic(node.operator, l, r);
    }
  }

  private selector(node: A.Selector, scope: Scope): Value {
    const subject = this.evaluate(node.subject, scope);
    let fallback: A.Expression | undefined;
    for (const c of node.cases) {
      const option = this.evaluate(c.match, scope);
      if (option instanceof PDefault) {
        fallback = c.value;
        continue;
      }
      const m = caseMatch(subject, option);
      if (m.matched) {
        if (m.captures) scope.matches = m.captures;
        return this.evaluate(c.value, scope);
      }
    }
    if (fallback) return this.evaluate(fallback, scope);
    this.fail('OVC3111', { message: `No matching entry for selector parameter with value '${toText(subject)}'` }, node);
  }

  private caseExpression(node: A.Case, scope: Scope): Value {
    const subject = this.evaluate(node.test, scope);
    let fallback: A.Statement[] | undefined;
    for (const option of node.options) {
      for (const o of this.list(option.values, scope)) {
        if (o instanceof PDefault) {
          fallback = option.body;
          continue;
        }
        const m = caseMatch(subject, o);
        if (m.matched) {
          if (m.captures) scope.matches = m.captures;
          return this.evaluateStatements(option.body, scope);
        }
      }
    }
    return fallback ? this.evaluateStatements(fallback, scope) : null;
  }

  private access(node: A.Access, scope: Scope): Value {
    return access(this.evaluate(node.target, scope), this.list(node.keys, scope));
  }

  // ---- calls ---------------------------------------------------------------------------------

  private call(node: A.Call, scope: Scope): Value {
    const callee = node.callee;
    if (callee.kind === 'TypeReference') {
      // `Integer('10')`, `String(5)`: Type.new, the `new` function's.
      const t = this.typeReference(callee, scope) as PType;
      return this.callFunction('new', [t, ...this.list(node.arguments, scope)], node.lambda, scope, node);
    }
    const name = callee.kind === 'BareWord' ? callee.name : callee.kind === 'Variable' ? callee.name : undefined;
    if (name === undefined) this.fail('OVC3116', { what: 'Calling a computed function' }, node);
    return this.callFunction(name, this.list(node.arguments, scope), node.lambda, scope, node);
  }

  /** Calls a function: `next`/`return`/`break`, a native one, a Puppet-language one, or reports why not. */
  callFunction(name: string, args: Value[], lambdaNode: A.Lambda | undefined, scope: Scope, node: A.Span): Value {
    const lname = name.replace(/^::/, '');
    if (lname === 'next' || lname === 'return' || lname === 'break') throw new ControlFlow(lname, args[0] ?? null);
    return this.callWithLambda(lname, args, lambdaNode ? this.lambda(lambdaNode, scope) : undefined, scope, node);
  }

  /** Calls a native or Puppet-language function by name (also what `call()` and functions calling functions reach). */
  private callWithLambda(lname: string, args: Value[], lambda: Lambda | undefined, scope: Scope, node: A.Span): Value {
    const info = this.options.modulePath.getFunction(lname);
    if (this.nativeAvailable(lname, info)) {
      const native = this.options.dispatcher.call(lname, this.functionContext(scope, node), args, lambda);
      if (native) return native.value;
    }
    const site = this.siteFunctions.get(lname.toLowerCase());
    if (site) return this.puppetFunction(site, args, node);
    if (info?.kind === 'puppet') {
      const program = this.options.cache.parse(info.location.source, this.options.diagnostics);
      const def = program?.body.find((s): s is A.FunctionDefinition => s.kind === 'FunctionDefinition' && s.name.toLowerCase() === lname.toLowerCase());
      if (def) return this.puppetFunction({ def, source: info.location.source }, args, node);
    }
    if (info) this.fail('OVC3109', { name: lname, where: ` (defined in Ruby: ${info.location.source.path})` }, node);
    this.fail('OVC3108', { name: lname }, node);
  }

  /** A module's function runs natively only when the module path ships its Ruby file (Puppet finds it only then). */
  private nativeAvailable(lname: string, info: FunctionInfo | undefined): boolean {
    return this.options.dispatcher.moduleOf(lname) === undefined || (info !== undefined && info.kind !== 'puppet');
  }

  private puppetFunction(f: Found<A.FunctionDefinition>, args: Value[], node: A.Span): Value {
    const scope = new Scope('function', this.top, f.def.name.toLowerCase(), this.top.resource);
    return this.withSource(f.source, () => {
      this.bindParameters(f.def.parameters, args, scope, `function '${f.def.name}'`, node);
      try {
        return this.evaluateStatements(f.def.body, scope);
      } catch (e) {
        if (e instanceof ControlFlow && e.kind === 'return') return e.value;
        throw e;
      }
    });
  }

  /** Binds positional arguments to parameters (defaults, `*$rest`, types) in `scope`. */
  private bindParameters(params: readonly A.Parameter[], args: readonly Value[], scope: Scope, what: string, node: A.Span): void {
    params.forEach((p, i) => {
      let v: Value;
      if (p.capturesRest) v = args.slice(i);
      else if (i < args.length) v = args[i]!;
      else if (p.default) v = this.evaluate(p.default, scope);
      else this.fail('OVC3110', { message: `${what} expects a value for parameter '${p.name}'` }, node);
      const t = this.parameterType(p, scope);
      if (t && !p.capturesRest && !t.isInstance(v)) this.fail('OVC3006', { message: describeMismatch(`${what} parameter '${p.name}'`, t, v) }, node);
      scope.force(p.name, v);
    });
    if (args.length > params.length && !params.some((p) => p.capturesRest)) {
      this.fail('OVC3110', { message: `${what} expects ${params.length === 0 ? 'no' : `at most ${params.length}`} arguments, got ${args.length}` }, node);
    }
  }

  lambda(node: A.Lambda, scope: Scope): Lambda {
    const source = this.source;
    const rest = node.parameters.some((p) => p.capturesRest);
    return {
      parameterCount: node.parameters.length,
      parameterNames: node.parameters.map((p) => p.name),
      capturesRest: rest,
      call: (args) =>
        this.withSource(source, () => {
          const local = new Scope('local', scope, '', scope.resource);
          this.bindParameters(node.parameters, args.slice(0, rest ? args.length : node.parameters.length), local, 'lambda', node);
          try {
            return this.evaluateStatements(node.body, local);
          } catch (e) {
            if (e instanceof ControlFlow && e.kind === 'next') return e.value;
            throw e;
          }
        }),
    };
  }

  /** What a function called at `node` from `scope` may do. */
  private functionContext(scope: Scope, node: A.Span): FunctionContext {
    const location = this.loc(node);
    return {
      includeClasses: (names, how) => this.includeClasses(names, how, scope, node),
      realize: (refs) => {
        for (const r of refs.flat(Infinity as 1) as Value[]) {
          const ref = this.reference(r, node);
          const found = this.catalog.get(ref.type, ref.title);
          if (found) found.virtual = false;
          this.realized.push({ ...ref, location });
        }
      },
      tag: (tags) => {
        const owner = scope.owner.resource;
        if (owner) addTags(owner.tags, tags);
      },
      tagged: (tags) => {
        const owner = scope.owner.resource;
        return owner !== undefined && tags.every((t) => owner.tags.includes(t.toLowerCase()));
      },
      isDefined: (what) => this.isDefined(what, scope),
      lookup: (request) => this.lookup(request),
      declareResource: (type, title, parameters, form) => {
        if (type.toLowerCase() === 'class') this.declareClass(title, parameters, scope, node, true);
        else this.declareResource(type, [{ title, parameters, node }], form, scope);
      },
      renderEpp: (name, params) => this.renderEpp(name, params, node),
      renderInlineEpp: (text, params) => {
        const template = parseEpp(new SourceFile('<inline_epp>', text), this.options.diagnostics);
        if (!template) this.fail('OVC3111', { message: 'The inline_epp() template does not parse' }, node);
        return this.renderTemplate(template, new SourceFile('<inline_epp>', text), params, node);
      },
      parseType: (text) => {
        const parsed = typeFromText(text, (n) => (this.options.modulePath.getType(n.toLowerCase())?.kind === 'core' ? new ResourceType(n.toLowerCase()) : undefined));
        if ('error' in parsed) throw new FunctionError(parsed.error);
        return parsed.type;
      },
      moduleDirectory: (name) => this.options.modulePath.moduleDirectory(name),
      fileKind: (path) => this.options.host.stat(path),
      readTextFile: (path) => {
        const read = this.options.host.readFile(path);
        return read.ok ? read.text : undefined;
      },
      variable: (name) => this.readVariable(name, scope),
      log: (level, message) => this.log(level, message, location),
      findResources: (type, title) => {
        const found = title === undefined ? this.catalog.resources.filter((r) => r.type.toLowerCase() === type.toLowerCase()) : [this.catalog.get(type, title)];
        return found.flatMap((r) => (r ? [{ parameters: r.parameters, isCaller: r === scope.owner.resource }] : []));
      },
      // Top-scope code belongs to Puppet's main class (named '').
      callerDefinition: () => ({ kind: scope.owner.kind === 'class' || scope.owner.kind === 'top' ? 'class' : scope.owner.kind === 'define' ? 'define' : 'other', name: scope.owner.name }),
      deprecation: (key, message) => {
        if (this.deprecationKeys.has(key)) return;
        this.deprecationKeys.add(key);
        this.log('warning', message, location);
      },
      call: (name, args, lambda) => this.callWithLambda(name.replace(/^::/, ''), [...args], lambda, scope, node),
    };
  }

  private log(level: LogLevel, message: string, location: Location): void {
    const severity = level === 'warning' || level === 'err' || level === 'alert' || level === 'emerg' || level === 'crit' ? 'warning' : 'info';
    this.options.diagnostics.report('OVC3112', { level: level[0]!.toUpperCase() + level.slice(1), message }, { location, severity });
  }

  private isDefined(what: Value, scope: Scope): boolean {
    if (typeof what === 'string') {
      if (what.startsWith('$')) return this.readVariable(what.slice(1), scope) !== undefined;
      const n = what.replace(/^::/, '').toLowerCase();
      return this.classDefinition(n) !== undefined || this.options.modulePath.getType(n) !== undefined || this.siteDefines.has(n) || this.options.modulePath.getFunction(n) !== undefined || (this.options.dispatcher.has(n) && this.nativeAvailable(n, undefined));
    }
    if (what instanceof ResourceType) {
      if (what.typeName === undefined) return true;
      if (what.title === undefined) return this.options.modulePath.getType(what.typeName) !== undefined || this.siteDefines.has(what.typeName.toLowerCase());
      const r = this.catalog.get(what.name, what.title);
      return r !== undefined && !r.virtual;
    }
    if (what instanceof ClassType) return what.className === undefined || this.classScopes.has(what.className);
    return false;
  }

  private lookup(request: LookupRequest): Value {
    const hiera = this.options.hiera;
    for (const name of request.names) {
      const r = hiera?.lookup(name, request.merge === undefined ? {} : { merge: typeof request.merge === 'string' ? request.merge : (fromPHash(request.merge) as unknown) });
      if (r?.found) {
        const v = fromData(r.value);
        if (request.valueType instanceof PType && !request.valueType.isInstance(v)) {
          throw new FunctionError(describeMismatch('Found value has wrong type,', request.valueType, v), 'OVC3111');
        }
        return v;
      }
    }
    if (request.defaultBlock) return request.defaultBlock.call([request.names[0] ?? null]);
    if (request.default) return request.default.value;
    throw new FunctionError(request.names[0] ?? '', 'OVC3114', { name: request.names[0] ?? '' });
  }

  private renderEpp(name: string, params: Value | undefined, node: A.Span): string {
    const template = this.options.modulePath.parseTemplate(name, this.options.diagnostics);
    const info = this.options.modulePath.getTemplate(name);
    const read = info ? this.options.host.readFile(info.path) : undefined;
    if (!template || !info || !read?.ok) this.fail('OVC3111', { message: `Could not find template '${name}'` }, node);
    return this.renderTemplate(template, new SourceFile(info.path, read.text), params, node);
  }

  private renderTemplate(template: A.EppTemplate, source: SourceFile, params: Value | undefined, node: A.Span): string {
    const scope = new Scope('function', this.top, '', this.top.resource);
    const given = params instanceof PHash ? params : PHash.EMPTY;
    const saved = this.render;
    this.render = [];
    try {
      return this.withSource(source, () => {
        if (template.parameters) {
          for (const p of template.parameters) {
            let v = given.get(p.name);
            if (v === undefined) {
              if (!p.default) this.fail('OVC3110', { message: `The EPP template expects a value for parameter '${p.name}'` }, node);
              v = this.evaluate(p.default, scope);
            }
            const t = this.parameterType(p, scope);
            if (t && !t.isInstance(v)) this.fail('OVC3006', { message: describeMismatch(`parameter '${p.name}'`, t, v) }, node);
            scope.force(p.name, v);
          }
        } else for (const [k, v] of given) if (typeof k === 'string') scope.force(k, v);
        this.evaluateStatements(template.body, scope);
        return this.render!.join('');
      });
    } finally {
      this.render = saved;
    }
  }

  // ---- classes -------------------------------------------------------------------------------

  classDefinition(name: string): Found<A.ClassDefinition> | undefined {
    const site = this.siteClasses.get(name);
    if (site) return site;
    const info = this.options.modulePath.getClass(name);
    if (!info) return undefined;
    const program = this.options.cache.parse(info.location.source, this.options.diagnostics);
    const def = program ? findDefinition(program.body, 'ClassDefinition', name) : undefined;
    return def ? { def, source: info.location.source } : undefined;
  }

  private className(v: Value, node: A.Span): string {
    if (typeof v === 'string') return v.replace(/^::/, '').toLowerCase();
    if (v instanceof ClassType && v.className !== undefined) return v.className;
    if (v instanceof ResourceType && v.typeName?.toLowerCase() === 'class' && v.title !== undefined) return v.title.replace(/^::/, '').toLowerCase();
    this.fail('OVC3110', { message: `Cannot use ${toText(v)} as a class name` }, node);
  }

  /** `include a, b`: as Puppet, every class's resource is added first, then each is evaluated. */
  includeClasses(names: readonly Value[], how: ClassInclusion, scope: Scope, node: A.Span): void {
    const resources = (names.flat(Infinity as 1) as Value[]).map((n) => this.declareClass(this.className(n, node), undefined, scope, node, false, false));
    for (const r of resources) {
      this.evaluateClass(r);
      const caller = scope.owner.resource;
      if (!caller) continue;
      if (how === 'contain' && caller.type === 'Class') this.catalog.contain(caller, r);
      if (how === 'require' && caller !== this.catalog.main) addRelationship(caller, 'require', r);
    }
  }

  /** Classes whose resource is in the catalog but whose body has not run yet. */
  private readonly unevaluatedClasses = new Map<CatalogResource, () => void>();

  private evaluateClass(r: CatalogResource): void {
    const body = this.unevaluatedClasses.get(r);
    if (!body) return;
    this.unevaluatedClasses.delete(r);
    body();
  }

  /**
   * Brings a class into the catalog: `include` semantics (once), or resource-like with parameters
   * (`class { 'x': }`, which must be its first declaration). Evaluates the body at once, as Puppet.
   */
  declareClass(
    rawName: string,
    params: ReadonlyMap<string, Value> | undefined,
    scope: Scope,
    node: A.Span,
    resourceLike: boolean,
    evaluateNow = true,
    written?: ReadonlyMap<string, AttributeChange>,
  ): CatalogResource {
    const name = rawName.replace(/^::/, '').toLowerCase();
    const title = capitalizeSegments(name);
    const existing = this.catalog.get('Class', title);
    if (existing) {
      if (resourceLike) this.fail('OVC3104', { ref: `Class[${title}]`, first: existing.file ? `${existing.file}:${existing.line}` : '(an include)' }, node);
      if (evaluateNow) this.evaluateClass(existing);
      return existing;
    }
    const found = this.classDefinition(name);
    if (!found) this.fail('OVC3103', { name }, node);
    // The parent class's resource comes first; its body runs just before this one's.
    let parentResource: CatalogResource | undefined;
    let parent: string | undefined;
    if (found.def.parent && found.def.parent !== 'default') {
      parent = found.def.parent.replace(/^::/, '').toLowerCase();
      parentResource = this.declareClass(parent, undefined, scope, node, false, false);
    }
    const where = resourceLike ? this.fileAndLine(node) : undefined;
    // Its run stage: its own `stage`, else the stage of the class that includes it, else main.
    const stage = this.stageOf(params?.get('stage') ?? scope.owner.resource?.parameters.get('stage'), `Class[${title}]`, node);
    const tags = ['class'];
    addTags(tags, [name]);
    addTags(tags, scope.owner.resource?.tags ?? []);
    const resource = this.catalog.declare({
      type: 'Class',
      title,
      parameters: new Map(),
      tags,
      ...(where?.file !== undefined ? { file: where.file } : {}),
      ...(where ? { line: where.line } : {}),
      kind: resourceLike ? 'class' : 'unknown',
      virtual: false,
      exported: false,
      source: `class:${name}`,
      container: stage,
    });
    this.catalog.addClass(name);
    const at = this.loc(node);
    this.unevaluatedClasses.set(resource, () => {
      if (parentResource) this.evaluateClass(parentResource);
      const classScope = new Scope('class', scope, name, resource, parent === undefined ? undefined : this.classScopes.get(parent));
      this.classScopes.set(name, classScope);
      this.inFrame(`in class ${name}, declared here`, at, () => this.withSource(found.source, () => {
        classScope.force('title', name);
        classScope.force('name', name);
        classScope.force('module_name', this.siteClasses.has(name) ? '' : name.split('::')[0]!);
        classScope.force('caller_module_name', scope.lookup('module_name') ?? '');
        this.bindResourceParameters(found.def.parameters, params ?? new Map(), resource, classScope, `Class[${title}]`, name, at, written);
        // A class placed in another stage by its includer says so, as Puppet records it.
        if (stage !== this.catalog.stage && !resource.parameters.has('stage')) resource.parameters.set('stage', stage.title);
        this.evaluateStatements(found.def.body, classScope);
      }));
    });
    if (evaluateNow) this.evaluateClass(resource);
    return resource;
  }

  /** The Stage resource a class runs in (`stage` given as a name or a Stage reference); main when unset. */
  private stageOf(value: Value | undefined, what: string, node: A.Span): CatalogResource {
    if (value === undefined || value === null) return this.catalog.stage;
    const name = value instanceof ResourceType && value.typeName?.toLowerCase() === 'stage' && value.title !== undefined ? value.title : toText(value);
    const stage = this.catalog.get('Stage', name);
    if (!stage) this.fail('OVC3111', { message: `Could not find stage ${name} specified by ${what}` }, node);
    return stage;
  }

  /**
   * Class and define parameters: given values, then (classes) Hiera's `<class>::<param>`, then the
   * default; each checked against its type and stored on the resource (undef left out).
   */
  private bindResourceParameters(
    params: readonly A.Parameter[],
    given: ReadonlyMap<string, Value>,
    resource: CatalogResource,
    scope: Scope,
    what: string,
    hieraPrefix: string | undefined,
    at: Location,
    written?: ReadonlyMap<string, AttributeChange>,
  ): void {
    for (const k of given.keys()) {
      if (k === 'name' || RELATIONSHIP_PARAMS.has(k) || this.options.modulePath.isMetaparameter(k) || params.some((p) => p.name === k)) continue;
      throw new EvaluationError('OVC3105', { resource: what, name: k }, at);
    }
    const values = new Map<string, Value>(given);
    const origins = this.options.origins;
    if (origins) for (const [k, v] of given) if (!origins.has(resource, k)) origins.note(resource, k, attributeOrigin(v, written?.get(k), at));
    for (const p of params) {
      let v = given.get(p.name);
      if (v === undefined && hieraPrefix !== undefined && this.options.hiera) {
        const key = `${hieraPrefix}::${p.name}`;
        const r = this.options.hiera.lookup(key);
        if (r.found) {
          v = fromData(r.value);
          for (const c of r.provenance.get('') ?? []) {
            origins?.note(resource, p.name, { kind: 'hiera', value: fromData(c.value), detail: `${key} from ${c.layer} (${c.strategy})`, ...(c.location ? { location: c.location } : {}) });
          }
        }
      }
      const type = this.parameterType(p, scope);
      if (v === undefined) {
        if (p.default) {
          v = this.evaluate(p.default, scope);
          if (v !== null) origins?.note(resource, p.name, { kind: 'parameter default', value: v, location: this.loc(p.default) });
        } else if (type && type.isInstance(null)) v = null;
        else throw new EvaluationError('OVC3106', { resource: what, name: p.name }, at);
      }
      if (type && !type.isInstance(v)) throw new EvaluationError('OVC3006', { message: describeMismatch(`${what}: parameter '${p.name}'`, type, v) }, at);
      scope.force(p.name, v);
      values.set(p.name, v);
    }
    // Given attributes first (as written), then the parameters that took their default.
    for (const [k, v] of values) if (v !== null) resource.parameters.set(k, v);
    for (const [k, v] of given) if (!params.some((p) => p.name === k)) scope.force(k, v);
  }

  // ---- resources -----------------------------------------------------------------------------

  private attributes(ops: readonly A.AttributeOperation[], scope: Scope): AttributeChange[] {
    const out: AttributeChange[] = [];
    // Places are for origins only: a plain compile does not make one per attribute.
    const recording = this.options.origins !== undefined;
    for (const op of ops) {
      const v = this.evaluate(op.value, scope);
      const where = recording ? { location: this.loc(op) } : {};
      if (op.name === '*') {
        if (!(v instanceof PHash)) this.fail('OVC3111', { message: `The value of '* =>' must be a Hash` }, op);
        for (const [k, x] of v) out.push({ name: toText(k), value: x, append: false, ...where });
      } else {
        const change: AttributeChange = { name: op.name, value: v, append: op.operator === '+>', ...where };
        // `mode => $mode`: explain names the variable, whose own origin is one step away.
        if (recording && op.value.kind === 'Variable') change.variable = op.value.name;
        out.push(change);
      }
    }
    return out;
  }

  private resourceExpression(node: A.ResourceExpression, scope: Scope): Value {
    const typeValue = this.evaluate(node.type, scope);
    const typeName = typeNameOf(typeValue);
    if (typeName === undefined) this.fail('OVC3102', { type: toText(typeValue) }, node.type);
    let defaults: AttributeChange[] = [];
    const bodies: (DeclaredBody & { parameters: Map<string, Value>; written?: Map<string, AttributeChange> })[] = [];
    const recording = this.options.origins !== undefined;
    for (const body of node.bodies) {
      const titleValue = this.evaluate(body.title, scope);
      const attrs = this.attributes(body.attributes, scope);
      if (titleValue instanceof PDefault) {
        defaults = attrs;
        continue;
      }
      const titles = (Array.isArray(titleValue) ? titleValue.flat(Infinity as 1) : [titleValue]) as Value[];
      for (const t of titles) {
        if (typeof t !== 'string') this.fail('OVC3111', { message: `Illegal title type at index 0. Expected String, got ${t === null ? 'Undef' : toText(t)}` }, body.title);
        // Every body gets the line of the resource expression, as Puppet records it.
        const parameters = new Map(attrs.map((a) => [a.name, a.value]));
        bodies.push(recording ? { title: t, parameters, node, written: new Map(attrs.map((a) => [a.name, a])) } : { title: t, parameters, node });
      }
    }
    for (const b of bodies) {
      for (const d of defaults) {
        if (b.parameters.has(d.name)) continue;
        b.parameters.set(d.name, d.value);
        b.written?.set(d.name, d);
      }
    }
    if (typeName.toLowerCase() === 'class') {
      if (node.form !== 'regular') this.fail('OVC3111', { message: 'Classes are not virtualizable' }, node);
      return bodies.map((b) => referenceTo(this.declareClass(b.title, b.parameters, scope, b.node, true, true, b.written)));
    }
    return this.declareResource(typeName, bodies, node.form, scope).map(referenceTo);
  }

  /** Declares resources of one type (parameters checked, defaults applied, duplicates refused). */
  declareResource(typeName: string, bodies: readonly DeclaredBody[], form: A.ResourceExpression['form'], scope: Scope): CatalogResource[] {
    const lower = typeName.toLowerCase();
    const info = this.options.modulePath.getType(lower);
    const siteDefine = this.siteDefines.get(lower);
    const out: CatalogResource[] = [];
    for (const body of bodies) {
      if (!info && !siteDefine) this.fail('OVC3102', { type: capitalizeSegments(lower) }, body.node);
      const isDefine = siteDefine !== undefined || info?.kind === 'define';
      const type = capitalizeSegments(lower);
      const ref = `${type}[${body.title}]`;
      const existing = this.catalog.get(type, body.title);
      if (existing) this.fail('OVC3104', { ref, first: existing.file ? `(file: ${existing.file}, line: ${existing.line})` : `(line: ${existing.line})` }, body.node);
      const parameters = new Map<string, Value>();
      // Resource defaults (nearest scope first), then the body's own attributes win.
      const fromDefaults = new Map<string, DefaultAttribute>();
      for (const d of scope.defaultsFor(lower)) for (const [k, a] of d) if (!fromDefaults.has(k)) fromDefaults.set(k, a);
      for (const [k, v] of body.parameters) parameters.set(k, v);
      const defaulted = new Set<string>();
      for (const [k, a] of fromDefaults) {
        if (parameters.has(k)) continue;
        parameters.set(k, a.value);
        defaulted.add(k);
      }
      // Metaparameters set on an enclosing define or class (its variables) reach what it declares.
      const inherited = new Set<string>();
      for (const m of INHERITED_METAPARAMS) {
        if (parameters.has(m) || scope.owner.kind === 'top' || scope.owner.kind === 'node') continue;
        const v = scope.owner.getLocal(m);
        if (v !== undefined && v !== null) {
          parameters.set(m, v);
          inherited.add(m);
        }
      }
      const known = siteDefine ? new Set([...siteDefine.def.parameters.map((p) => p.name), 'name']) : info?.parameters ? new Set(info.parameters.map((p) => p.name)) : undefined;
      if (known) {
        for (const k of parameters.keys()) {
          if (!known.has(k) && !this.options.modulePath.isMetaparameter(k)) this.fail('OVC3105', { resource: ref, name: k }, body.node);
        }
      }
      if (parameters.has('stage') && type !== 'Class') {
        this.fail('OVC3111', { message: `Only classes can set 'stage'; normal resources like ${ref} cannot change run stage` }, body.node);
      }
      const tags: string[] = [];
      const tagParam = parameters.get('tag');
      if (tagParam !== undefined && tagParam !== null) addTags(tags, (Array.isArray(tagParam) ? tagParam : [tagParam]).map((t) => toText(t as Value)));
      addTags(tags, [lower]);
      if (isValidTag(body.title.toLowerCase())) addTags(tags, [body.title]);
      addTags(tags, scope.owner.resource?.tags ?? []);
      const where = this.fileAndLine(body.node);
      const r = this.catalog.declare({
        type,
        title: body.title,
        parameters,
        tags,
        ...(where.file !== undefined ? { file: where.file } : {}),
        line: where.line,
        kind: isDefine ? 'defined_type' : 'compilable_type',
        virtual: form !== 'regular',
        exported: form === 'exported',
        source: this.sourceOf(scope),
        location: this.loc(body.node),
        ...(defaulted.size > 0 ? { defaulted } : {}),
        // Stages are top-level containers wherever they are declared.
        ...(scope.owner.resource && type !== 'Stage' ? { container: scope.owner.resource } : {}),
      });
      this.declaredIn.set(r, scope);
      const origins = this.options.origins;
      if (origins) {
        for (const [k, v] of parameters) {
          const d = defaulted.has(k) ? fromDefaults.get(k) : undefined;
          if (d) origins.note(r, k, { kind: 'resource default', value: v, ...(d.location ? { location: d.location } : {}) });
          else if (inherited.has(k)) origins.note(r, k, { kind: 'metaparameter', value: v, ...(scope.owner.resource ? { detail: refText(scope.owner.resource) } : {}) });
          else origins.note(r, k, attributeOrigin(v, body.written?.get(k), this.loc(body.node)));
        }
      }
      // A composite key (package: name, provider, command) is unique as a whole: only the name is
      // an alias, and only while the other parts are unset (two packages of one provider are fine).
      const [first, ...others] = info?.namevars ?? [];
      for (const nv of first !== undefined && others.every((o) => !parameters.has(o)) ? [first] : []) {
        const v = parameters.get(nv);
        if (typeof v === 'string' && v !== body.title) {
          const clash = this.catalog.alias(r, v);
          if (clash) this.fail('OVC3104', { ref, first: `${refText(clash)} (line: ${clash.line})` }, body.node);
        }
      }
      out.push(r);
    }
    return out;
  }

  /** The definition whose code is running in `scope` (Puppet's resource `source`, which overrides compare). */
  private sourceOf(scope: Scope): string {
    const owner = scope.owner;
    if (owner.kind === 'class') return `class:${owner.name}`;
    if (owner.kind === 'define') return `define:${owner.name}`;
    if (owner.kind === 'node') return `node:${owner.name}`;
    return 'class:main';
  }

  /** Evaluates a define instance's body (a generator pass calls it). */
  evaluateDefine(r: CatalogResource): void {
    r.evaluated = true;
    const lower = r.type.toLowerCase();
    const found = this.siteDefines.get(lower) ?? this.moduleDefine(lower);
    if (!found) return;
    const declared = this.declaredIn.get(r) ?? this.top;
    const scope = new Scope('define', declared, lower, r);
    this.inFrame(`in ${refText(r)}, declared here`, r.location, () => this.withSource(found.source, () => {
      scope.force('title', r.title);
      scope.force('name', typeof r.parameters.get('name') === 'string' ? r.parameters.get('name')! : r.title);
      scope.force('module_name', this.siteDefines.has(lower) ? '' : lower.split('::')[0]!);
      scope.force('caller_module_name', declared.lookup('module_name') ?? '');
      const given = new Map(r.parameters);
      r.parameters.clear();
      this.bindResourceParameters(found.def.parameters, given, r, scope, refText(r), undefined, this.loc(found.def));
      this.evaluateStatements(found.def.body, scope);
    }));
  }

  /** Runs a class or define body; an error unwinding through it learns where that body was declared. */
  private inFrame(message: string, at: Location | undefined, body: () => void): void {
    try {
      body();
    } catch (e) {
      // An ENC class (`--class`) has no place in a manifest.
      if (e instanceof EvaluationError) e.chain.push({ message, ...(at && at.source.path !== NO_SOURCE ? { location: at } : {}) });
      throw e;
    }
  }

  private moduleDefine(lower: string): Found<A.DefineDefinition> | undefined {
    const info = this.options.modulePath.getType(lower);
    if (info?.kind !== 'define' || !info.location) return undefined;
    const program = this.options.cache.parse(info.location.source, this.options.diagnostics);
    const def = program ? findDefinition(program.body, 'DefineDefinition', lower) : undefined;
    return def ? { def, source: info.location.source } : undefined;
  }

  private resourceDefaults(node: A.ResourceDefaults, scope: Scope): void {
    const typeName = typeNameOf(this.evaluate(node.type, scope));
    if (typeName === undefined) this.fail('OVC3102', { type: '?' }, node.type);
    const lower = typeName.toLowerCase();
    let d = scope.defaults.get(lower);
    if (!d) scope.defaults.set(lower, (d = new Map()));
    for (const a of this.attributes(node.attributes, scope)) d.set(a.name, { value: a.value, append: a.append, ...(a.location ? { location: a.location } : {}) });
  }

  /** A reference value (`File['/x']`, `Class['a']`) as a type and title. */
  private reference(v: Value, node: A.Span): { type: string; title: string } {
    if (v instanceof ResourceType && v.title !== undefined) return { type: v.name, title: v.title };
    if (v instanceof ClassType && v.className !== undefined) return { type: 'Class', title: capitalizeSegments(v.className) };
    if (typeof v === 'string') return { type: 'Class', title: capitalizeSegments(v.replace(/^::/, '').toLowerCase()) };
    this.fail('OVC3111', { message: `${toText(v)} is not a resource reference` }, node);
  }

  private resourceOverride(node: A.ResourceOverride, scope: Scope): void {
    const target = this.evaluate(node.target, scope);
    const changes = this.attributes(node.attributes, scope);
    const source = this.sourceOf(scope);
    for (const ref of (Array.isArray(target) ? target.flat(Infinity as 1) : [target]) as Value[]) {
      const { type, title } = this.reference(ref, node.target);
      const pending = { type, title, changes, source, location: this.loc(node) };
      const r = this.catalog.get(type, title);
      if (r) this.applyOverride(r, pending);
      else this.overrides.push(pending);
    }
  }

  /**
   * Applies an override. Puppet allows it only from the resource's own definition or a class
   * inheriting it, and from its own definition only for parameters not set yet (or set by a default).
   */
  applyOverride(r: CatalogResource, o: PendingOverride): void {
    const subclass = this.inherits(o.source, r.source);
    if (o.source !== r.source && !subclass) {
      throw new EvaluationError('OVC3115', { message: 'Only subclasses can override parameters' }, o.location);
    }
    if (!subclass) {
      for (const c of o.changes) {
        const current = r.parameters.get(c.name);
        if (current !== undefined && current !== null && !r.defaulted?.has(c.name)) {
          throw new EvaluationError('OVC3115', { message: `Parameter '${c.name}' is already set on ${refText(r)}; cannot redefine` }, o.location);
        }
      }
    }
    applyChanges(r, o.changes);
    this.noteChanges(r, o.changes, 'resource override', o.location);
  }

  /** Records what an override or a collector set (after it was applied: appends show the result). */
  private noteChanges(r: CatalogResource, changes: readonly AttributeChange[], kind: 'resource override' | 'collector', at: Location): void {
    const origins = this.options.origins;
    if (!origins) return;
    for (const c of changes) origins.note(r, c.name, { kind, value: r.parameters.get(c.name) ?? null, location: c.location ?? at });
  }

  private inherits(child: string, parent: string): boolean {
    if (!child.startsWith('class:') || !parent.startsWith('class:')) return false;
    for (let s = this.classScopes.get(child.slice(6))?.inherited; s; s = s.inherited) if (`class:${s.name}` === parent) return true;
    return false;
  }

  // ---- collectors and relationships ----------------------------------------------------------

  private collector(node: A.Collector, scope: Scope): CollectorState {
    const typeName = typeNameOf(this.evaluate(node.type, scope));
    if (typeName === undefined) this.fail('OVC3102', { type: '?' }, node.type);
    const state: CollectorState = {
      type: capitalizeSegments(typeName.toLowerCase()),
      query: node.query ? this.query(node.query, scope) : () => true,
      exported: node.exported,
      overrides: node.overrides ? this.attributes(node.overrides, scope) : [],
      matched: [],
    };
    this.collectors.push({ state, location: this.loc(node) });
    return state;
  }

  private query(node: A.Expression, scope: Scope): Query {
    if (node.kind === 'Binary') {
      if (node.operator === 'and') {
        const [l, r] = [this.query(node.left, scope), this.query(node.right, scope)];
        return (x) => l(x) && r(x);
      }
      if (node.operator === 'or') {
        const [l, r] = [this.query(node.left, scope), this.query(node.right, scope)];
        return (x) => l(x) || r(x);
      }
      if (node.operator === '==' || node.operator === '!=') {
        const attr = node.left.kind === 'BareWord' ? node.left.name : toText(this.evaluate(node.left, scope));
        const value = this.evaluate(node.right, scope);
        return node.operator === '==' ? (x) => attributeEquals(x, attr, value) : (x) => !attributeEquals(x, attr, value);
      }
    }
    this.fail('OVC3111', { message: 'Illegal query expression' }, node);
  }

  /** One pass of every collector; true when any realized something new. */
  runCollectors(): boolean {
    let any = false;
    for (const { state, location } of this.collectors) {
      const found = collect(state, this.catalog.resources);
      for (const r of found) {
        applyChanges(r, state.overrides);
        this.noteChanges(r, state.overrides, 'collector', location);
      }
      if (found.length > 0) any = true;
    }
    return any;
  }

  private operand(node: A.Expression, scope: Scope): Operand {
    if (node.kind === 'Collector') return { refs: [], collectors: [this.collector(node, scope)] };
    if (node.kind === 'Relationship') return this.relationship(node, scope);
    const v = this.evaluate(node, scope);
    const refs = ((Array.isArray(v) ? v.flat(Infinity as 1) : [v]) as Value[]).map((x) => ({ ...this.reference(x, node), location: this.loc(node) }));
    return { refs, collectors: [] };
  }

  /** Records `left -> right` for the finish phase; the chain's value is its right operand. */
  private relationship(node: A.Relationship, scope: Scope): Operand {
    const left = this.operand(node.left, scope);
    const right = this.operand(node.right, scope);
    this.relationships.push({ left, right, operator: node.operator, location: this.loc(node) });
    return right;
  }

  private resolve(o: Operand): CatalogResource[] {
    const out: CatalogResource[] = [];
    for (const ref of o.refs) {
      const r = this.catalog.get(ref.type, ref.title);
      if (!r) throw new EvaluationError('OVC3107', { message: `Could not find resource '${ref.type}[${ref.title}]' for relationship` }, ref.location);
      out.push(r);
    }
    for (const c of o.collectors) out.push(...c.matched);
    return out;
  }

  /** Finish: leftover overrides, then chains become `before`/`notify` on their sources. */
  finish(): void {
    for (const o of this.overrides) {
      const r = this.catalog.get(o.type, o.title);
      if (!r) throw new EvaluationError('OVC3115', { message: `Could not find resource '${o.type}[${o.title}]' for overriding` }, o.location);
      this.applyOverride(r, o);
    }
    for (const rel of this.relationships) {
      const left = this.resolve(rel.left);
      const right = this.resolve(rel.right);
      const forward = rel.operator === '->' || rel.operator === '~>';
      const notify = rel.operator === '~>' || rel.operator === '<~';
      const sources = forward ? left : right;
      chain(sources, forward ? right : left, notify);
      const kind = notify ? 'notify' : 'before';
      for (const s of sources) this.options.origins?.note(s, kind, { kind: 'relationship', value: s.parameters.get(kind) ?? null, location: rel.location });
    }
    for (const r of this.realized) {
      if (!this.catalog.get(r.type, r.title)) throw new EvaluationError('OVC3107', { message: `Failed to realize virtual resources ${r.type}[${r.title}]` }, r.location);
    }
  }
}

function findDefinition<K extends 'ClassDefinition' | 'DefineDefinition'>(body: readonly A.Statement[], kind: K, name: string): Extract<A.Statement, { kind: K }> | undefined {
  for (const s of body) {
    if (s.kind === kind && s.name.toLowerCase() === name) return s as Extract<A.Statement, { kind: K }>;
    if (s.kind === 'ClassDefinition') {
      const inner = findDefinition(s.body, kind, name);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** A merge option given as a Puppet hash, as the plain data Hiera takes. */
function fromPHash(v: Value): unknown {
  if (v instanceof PHash) return Object.fromEntries(Array.from(v, ([k, x]) => [String(k), fromPHash(x)]));
  if (Array.isArray(v)) return v.map(fromPHash);
  return v;
}
