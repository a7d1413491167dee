// The evaluator's state and its dispatch: what a compilation holds (catalog, scopes, pending
// collectors, relationships and overrides, the current file) and which phase file evaluates each
// kind of AST node. The expressions themselves live in phase-named files beside it (operators,
// variables, calls, classes, resources, ...), each a set of functions over the Evaluator; the
// phases that drive a compilation (node matching, generator passes, finish) are in compiler.ts.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { SourceFile, type Location } from '../../diagnostics/source.js';
import type { Hiera, LookupOptions, LookupResult } from '../../hiera/hiera.js';
import type { Host } from '../../host/host.js';
import type { ModulePath } from '../modulepath/module-path.js';
import type * as A from '../parser/ast.js';
import { externalSyntaxError, heredocTextStart } from '../parser/external-syntax.js';
import type { ParseCache } from '../parser/cache.js';
import type { TemplateChange } from '../functions/context.js';
import { FunctionError, type FunctionDispatcher } from '../functions/dispatcher.js';
import { HashBuilder, PBinaryString, PDeferred, PErrorObject, PHash, PSensitive, PTimestamp, PType, PuppetError, isTruthy, negate, plain, sameEncoding, toText, unfold, type Value } from '../values/index.js';
import { CompilingCatalog } from './catalog-builder.js';
import { ControlFlow, callFunction, evaluateCall } from './calls.js';
import { INLINE_EPP_FILE } from './epp-render.js';
import { evaluateRelationship, type PendingRelationship } from './chaining.js';
import { evaluateCollector } from './collector-expressions.js';
import type { CollectorState } from './collectors.js';
import type { Found } from './definitions.js';
import { EvaluationError, ReportedStop, functionFailure } from './errors.js';
import { evaluateAccess, evaluateBinary, evaluateCase, evaluateSelector } from './operators.js';
import type { OriginRecorder } from './origins.js';
import { evaluateResourceOverride, type PendingOverride } from './resource-overrides.js';
import type { CatalogResource } from './resource.js';
import { evaluateResourceDefaults, evaluateResourceExpression, type RelationshipPlace } from './resources.js';
import { Scope, guardedMatches } from './scope.js';
import { evaluateTypeReference } from './type-names.js';
import { literalValue } from './type-string.js';
import { evaluateAssignment, evaluateVariable } from './variables.js';

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
  /** The compilation's now, in nanoseconds since the epoch (`Timestamp()`). */
  now: bigint;
}

/** The file name while no manifest is being evaluated (ENC classes). */
export const NO_SOURCE = '<none>';

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

export class Evaluator {
  readonly catalog: CompilingCatalog;
  get now(): PTimestamp {
    return (this.nowValue ??= new PTimestamp(this.options.now));
  }
  private nowValue: PTimestamp | undefined;
  readonly top: Scope;
  /** Class name → its scope, once evaluated (qualified variables read from it). */
  readonly classScopes = new Map<string, Scope>();
  /**
   * The scope each resource expression declared its resources in: a define instance's body and
   * defaults are looked up from there, and an override equal to a default in reach of it is ignored.
   */
  readonly declaredIn = new Map<CatalogResource, Scope>();
  readonly collectors: { state: CollectorState; location: Location; scope: Scope }[] = [];
  /**
   * The definitions (as resources' `source`) a collector with an override block of has collected
   * with: Puppet then marks the definition as overriding, and lets any later override from its
   * code through, as from a subclass.
   */
  readonly overridingSources = new Set<string>();
  /** The definition (as a `source`) whose override last set a resource's parameter: a later override must come from its subclass. */
  readonly overriddenBy = new WeakMap<CatalogResource, Map<string, string>>();
  /** Where a resource's relationship metaparameters were written (resources.ts placeRelationships), to report a missing target there. */
  readonly relationshipPlaces = new Map<CatalogResource, readonly RelationshipPlace[]>();
  readonly relationships: PendingRelationship[] = [];
  readonly overrides: PendingOverride[] = [];
  /** Virtual resources named by realize(), checked at the end. */
  readonly realized: { type: string; title: string; location: Location }[] = [];
  /** Keys stdlib's deprecation() warned of: Puppet warns once per key in a compilation. */
  readonly deprecationKeys = new Set<string>();
  /** What module functions keep for the rest of the compilation, by key (FunctionContext.state). */
  readonly functionState = new Map<string, unknown>();
  /** Arrays and hashes an ERB template changed in place (FunctionContext.changedInPlace): made at the first such change. */
  changedInPlace: WeakMap<object, TemplateChange> | undefined;
  /** Classes and defines defined in the site manifest(s). */
  readonly siteClasses = new Map<string, Found<A.ClassDefinition>>();
  readonly siteDefines = new Map<string, Found<A.DefineDefinition>>();
  readonly siteFunctions = new Map<string, Found<A.FunctionDefinition>>();
  readonly siteAliases = new Map<string, Found<A.TypeAlias>>();
  readonly aliasTypes = new Map<string, PType>();
  /** How many type alias bodies are being evaluated: there, as in Puppet's type parser, a name nothing defines stays a reference. */
  aliasBodies = 0;
  /** Parameter type expressions that are constant, evaluated (type-names.ts parameterType). */
  readonly parameterTypes = new WeakMap<A.Expression, PType>();
  /** Capitalised names as types, resolved once (type-names.ts typeNamed). */
  readonly namedTypes = new Map<string, PType>();
  /** Resource type (lower case) → the parameter names it accepts, made once per type. */
  readonly knownParameters = new Map<string, ReadonlySet<string> | undefined>();
  private readonly absolutePaths = new WeakMap<SourceFile, string>();
  /** The file being evaluated (positions of nodes are offsets into it). */
  source: SourceFile;
  /** Output of the EPP template being rendered, and whether a Sensitive value was rendered into it. */
  render: { parts: (string | PBinaryString)[]; sensitive: boolean } | undefined;
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
    // Puppet's order (a template's instance_variables lists them so): the node's facts, then
    // environment, trusted, server_facts, facts.
    for (const [k, v] of facts) if (typeof k === 'string') this.top.force(k, v);
    this.top.force('environment', options.environment);
    this.top.force('trusted', trusted);
    this.top.force('server_facts', serverFacts);
    this.top.force('facts', facts);
    this.top.force('module_name', '');
    // `$settings::x`: the server settings that do not depend on where Puppet is installed.
    const settings = new Scope('class', this.top, 'settings', undefined);
    for (const [k, v] of Object.entries(serverSettings(options))) settings.force(k, v);
    this.classScopes.set('settings', settings);
    this.top.force('title', 'main');
    this.top.force('name', 'main');
    this.source = new SourceFile(NO_SOURCE, '');
  }

  /**
   * A Hiera lookup for the manifest (lookup(), automatic parameter lookup); undefined without Hiera.
   * When Hiera reports the data unreadable (a bad interpolation), the compilation stops there, as
   * Puppet's does, rather than going on as if the key were missing.
   */
  lookupHiera(key: string, options?: LookupOptions): LookupResult | undefined {
    const hiera = this.options.hiera;
    if (!hiera) return undefined;
    const errors = this.options.diagnostics.errorCount;
    const r = hiera.lookup(key, options);
    if (this.options.diagnostics.errorCount > errors) throw new ReportedStop();
    return r;
  }

  loc(node: A.Span, source = this.source): Location {
    return { source, start: node.start, end: node.end };
  }

  fail(code: EvaluationError['code'], args: EvaluationError['args'], node: A.Span): never {
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

  fileAndLine(node: A.Span): { file?: string; line: number } {
    return { file: this.currentFile(), line: this.source.line(node.start) };
  }

  /** The file resources declared now are in: the absolute path of the current source, '' for `--code`. */
  currentFile(): string {
    if (this.source === this.codeSource) return '';
    if (this.source.path === INLINE_EPP_FILE) return INLINE_EPP_FILE;
    let file = this.absolutePaths.get(this.source);
    if (file === undefined) this.absolutePaths.set(this.source, (file = this.options.host.resolve(this.source.path)));
    return file;
  }

  /** Evaluates statements in order; the value of the last one (only its value is made). */
  evaluateStatements(body: readonly A.Statement[], scope: Scope): Value {
    const last = body.length - 1;
    for (let i = 0; i < last; i++) this.evaluate(body[i]!, scope, true);
    return last < 0 ? null : this.evaluate(body[last]!, scope);
  }

  /**
   * The body of a class or a define instance: a `return()` or `next()` in it (or in a lambda it
   * calls) ends the body there, as Puppet evaluates these bodies inside a catch of both; what the
   * body declared before stays. A node body or the top level has no such catch: there they are
   * illegal (compiler.ts says so).
   */
  evaluateBody(body: readonly A.Statement[], scope: Scope): void {
    try {
      this.evaluateStatements(body, scope);
    } catch (e) {
      if (!(e instanceof ControlFlow)) throw e;
    }
  }

  /**
   * `discard`: the value is not used (a statement before the last), so a resource expression makes
   * no references. The dispatch is here, not in a function of its own: every expression goes
   * through it, most before V8 optimises it, when each call costs.
   */
  evaluate(node: A.Statement, scope: Scope, discard = false): Value {
    try {
      // The most frequent kinds first (variables, literals and strings are most of any manifest's
      // expressions): before V8 optimises it, a switch tests its cases in order.
      switch (node.kind) {
        case 'Variable':
          return evaluateVariable(this, node, scope);
        case 'Literal':
          return literalValue(node);
        case 'String':
          return this.interpolate(node, scope);
        case 'BareWord':
          return node.name;
        case 'Resource':
          return evaluateResourceExpression(this, node, scope, discard);
        case 'TypeReference':
          return evaluateTypeReference(this, node, scope);
        case 'Access':
          return evaluateAccess(this, node, scope);
        case 'Relationship':
          evaluateRelationship(this, node, scope);
          return null;
        case 'Call':
          return evaluateCall(this, node, scope);
        case 'Assignment':
          return evaluateAssignment(this, node, scope);
        case 'Binary':
          return evaluateBinary(this, node, scope);
        case 'MethodCall': {
          const receiver = this.evaluate(node.receiver, scope);
          // An Object's attribute reads as a method (`$d.name`) before any function of that name.
          if (receiver instanceof PDeferred && node.arguments.length === 0 && !node.lambda && (node.name === 'name' || node.name === 'arguments')) {
            return node.name === 'name' ? receiver.name : (receiver.args ?? null);
          }
          if (receiver instanceof PErrorObject && node.arguments.length === 0 && !node.lambda) {
            const attribute = receiver.attribute(node.name);
            if (attribute !== undefined) return attribute;
          }
          return callFunction(this, node.name, [receiver, ...this.list(node.arguments, scope)], node.lambda, scope, node);
        }
        case 'Selector':
          return guardedMatches(scope, () => evaluateSelector(this, node, scope));
        case 'Array':
          return this.list(node.elements, scope);
        case 'Hash': {
          const b = new HashBuilder();
          for (const e of node.entries) b.set(this.evaluate(e.key, scope), this.evaluate(e.value, scope));
          return b.build();
        }
        case 'If':
          return guardedMatches(scope, () => (isTruthy(this.evaluate(node.test, scope)) ? this.evaluateStatements(node.then, scope) : this.evaluateStatements(node.else ?? [], scope)));
        case 'Unless':
          return guardedMatches(scope, () => (!isTruthy(this.evaluate(node.test, scope)) ? this.evaluateStatements(node.then, scope) : this.evaluateStatements(node.else ?? [], scope)));
        case 'Case':
          return guardedMatches(scope, () => evaluateCase(this, node, scope));
        case 'Unary': {
          const v = this.evaluate(node.operand, scope);
          if (node.operator === '!') return !isTruthy(v);
          if (node.operator === '-') return negate(v);
          return unfold(v);
        }
        case 'Heredoc': {
          const text = this.interpolate(node.text, scope);
          // Static text was checked when the manifest was read (validate.ts).
          const why = node.syntax && node.text.parts.some((p) => typeof p !== 'string') ? externalSyntaxError(plain(text) as string, node.syntax) : undefined;
          if (why) {
            const start = heredocTextStart(this.source.text, node);
            throw new EvaluationError('OVC2048', { message: why }, { source: this.source, start, end: start });
          }
          return text;
        }
        case 'Collector':
          evaluateCollector(this, node, scope);
          return null;
        case 'ResourceDefaults':
          evaluateResourceDefaults(this, node, scope);
          return null;
        case 'ResourceOverride':
          evaluateResourceOverride(this, node, scope);
          return null;
        case 'RenderString':
          this.render?.parts.push(node.value);
          return null;
        case 'RenderExpression': {
          const v = this.evaluateStatements(node.body, scope);
          // A Sensitive value is rendered unwrapped, and makes the whole output Sensitive.
          if (v instanceof PSensitive && this.render) this.render.sensitive = true;
          const shown = v instanceof PSensitive ? v.value : v;
          // A binary String stays one: Puppet joins the parts as Ruby's Array#join (epp-render.ts).
          this.render?.parts.push(shown instanceof PBinaryString ? shown : toText(shown));
          return null;
        }
        case 'ClassDefinition':
        case 'DefineDefinition':
        case 'NodeDefinition':
        case 'FunctionDefinition':
        case 'TypeAlias':
          return null;
      }
    } catch (e) {
      this.rethrow(e, node);
    }
  }

  /** An error raised while evaluating `node`, as {@link evaluate} reports it: Puppet's and functions' errors at the node's place. */
  rethrow(e: unknown, node: A.Span): never {
    // JavaScript's stack ran out (a function or define recursing without end: Puppet's own Ruby
    // stack runs out too, sooner): an error at the innermost expression, not a crash. Asked first,
    // with the global RangeError alone: so near the stack's end, little else can be called.
    if (e instanceof RangeError && e.message.includes('call stack')) throw new EvaluationError('OVC3111', { message: 'stack level too deep: nested deeper than overcat can evaluate (a function, define or class recursing without end, or data nested that deep)' }, this.loc(node));
    if (e instanceof PuppetError) throw new EvaluationError(e.code, e.args ?? { message: e.message }, this.loc(node));
    if (e instanceof FunctionError) throw functionFailure(e, this.loc(node));
    throw e;
  }

  // Index loops in the two below: they run at nearly every resource, mostly before V8 optimises
  // them, when a for-of loop allocates an iterator and a result object per element.
  // Puppet joins the segments' texts with Ruby's Array#join: a binary string first makes the
  // result binary (values/binary-string.ts), as `"${pw_hash(...)}"` is.
  private interpolate(node: A.StringExpression, scope: Scope): string | PBinaryString {
    let s = '';
    let first: Value = null;
    const parts = node.parts;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      if (typeof p === 'string') s += p;
      else {
        const v = this.evaluate(p, scope);
        if (i === 0) first = v;
        s += toText(v);
      }
    }
    return first instanceof PBinaryString ? sameEncoding(first, s) : s;
  }

  /** Evaluates a list, unfolding splats (`*$array`) into it. */
  list(elements: readonly A.Expression[], scope: Scope): Value[] {
    const out: Value[] = [];
    for (let i = 0; i < elements.length; i++) {
      const e = elements[i]!;
      if (e.kind === 'Unary' && e.operator === '*') out.push(...unfold(this.evaluate(e.operand, scope)));
      else out.push(this.evaluate(e, scope));
    }
    return out;
  }

  /** Classes whose resource is in the catalog but whose body has not run yet. */
  readonly unevaluatedClasses = new Map<CatalogResource, () => void>();

  /** Runs a class or define body; an error unwinding through it learns where that body was declared. */
  inFrame(message: string, at: Location | undefined, body: () => void): void {
    try {
      body();
    } catch (e) {
      // An ENC class (`--class`) has no place in a manifest.
      if (e instanceof EvaluationError) e.chain.push({ message, ...(at && at.source.path !== NO_SOURCE ? { location: at } : {}) });
      throw e;
    }
  }

}
