// Puppet's compilation phases, in Puppet's order: the site manifest's top-level code (main), the
// matching node definition, the ENC classes, then generator passes (every collector, then the
// define instances waiting, new ones left for the next pass) until nothing changes, then finish
// (leftover overrides, chains, realize checks, references in relationship metaparameters).
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { SourceFile } from '../../diagnostics/source.js';
import type { Hiera } from '../../hiera/hiera.js';
import type { Host } from '../../host/host.js';
import { StopIteration, type TemplateChange } from '../functions/context.js';
import { coreDispatcher } from '../functions/registry.js';
import type { ModulePath } from '../modulepath/module-path.js';
import type * as A from '../parser/ast.js';
import type { ParseCache } from '../parser/cache.js';
import { ClassType, PRegexp, ResourceType, capitalizeSegments, fromData, referenceFromText, rubyText, type PHash, type Value } from '../values/index.js';
import { rubyStringInspect } from '../../data/ruby-inspect.js';
import type { CompilingCatalog } from './catalog-builder.js';
import type { CompileHooks } from './compile-hooks.js';
import { ControlFlow } from './calls.js';
import { EvaluationError, ReportedStop } from './errors.js';
import { collectsNothing, resolveRelationship } from './chaining.js';
import { includeClasses } from './classes.js';
import { runCollectors } from './collector-expressions.js';
import { Evaluator } from './evaluator.js';
import type { OriginRecorder } from './origins.js';
import { passDownMetaparameters } from './metaparameters.js';
import { changedInPlaceError } from './variables.js';
import { RELATIONSHIP_METAPARAMETERS, chain } from './relationships.js';
import { applyOverride } from './resource-overrides.js';
import { addTags, inheritScopeTags, isValidTag, type CatalogResource } from './resource.js';
import { checkParameterNames, evaluateDefine, relationshipPlace } from './resources.js';
import { Scope } from './scope.js';
import { findResource } from './resource-lookup.js';

export interface CompileInput {
  host: Host;
  modulePath: ModulePath;
  cache: ParseCache;
  hiera?: Hiera;
  /** The node's name (`--node`): node definitions match it. */
  node: string;
  facts: Record<string, unknown>;
  /** `$trusted` as Puppet builds it for the node. */
  trusted: Record<string, unknown>;
  /** Facts of the compiling server (`$server_facts`) besides the version and environment overcat sets. */
  serverFacts?: Record<string, unknown>;
  environment: string;
  /** The site manifest's files, in Puppet's order (a directory's files sorted). */
  manifests: readonly SourceFile[];
  /** `--code`: the manifest text given on the command line (resources get no file). */
  code?: SourceFile;
  /** Classes an ENC assigns (`--class`). */
  classes?: readonly string[];
  strictVariables?: boolean;
  /** The compilation's now, in nanoseconds since the epoch (`Timestamp()`); default the clock's. */
  now?: bigint;
  /** Records where each parameter value came from (for `explain`). */
  origins?: OriginRecorder;
  /** Steps a caller takes inside the compilation (overrides applied before define expansion). */
  hooks?: CompileHooks;
  /** Function results the user pinned, by name: returned for any arguments in place of the function. */
  functionResults?: ReadonlyMap<string, Value>;
}

/** The Puppet version whose behaviour overcat follows (`$server_facts['serverversion']`). */
export const PUPPET_VERSION = '7.23.0';

/** `$server_facts` as a Puppet 7.23 server sets it: its version, the given server facts, the environment. */
function serverFacts(input: CompileInput): Record<string, unknown> {
  return { serverversion: PUPPET_VERSION, ...input.serverFacts, environment: input.environment };
}

/** How many generator passes before a define that keeps declaring itself is called a loop. */
const MAX_PASSES = 1000;

/** Compiles a catalog; undefined when compilation failed (the reasons are in `diagnostics`). */
export function compileCatalog(input: CompileInput, diagnostics: DiagnosticBag): CompilingCatalog | undefined {
  const evaluator = new Evaluator(
    {
      host: input.host,
      modulePath: input.modulePath,
      cache: input.cache,
      dispatcher: coreDispatcher(input.functionResults),
      diagnostics,
      nodeName: input.node,
      environment: input.environment,
      strictVariables: input.strictVariables ?? false,
      now: input.now ?? BigInt(Date.now()) * 1_000_000n,
      ...(input.classes ? { encClasses: input.classes } : {}),
      ...(input.hiera ? { hiera: input.hiera } : {}),
      ...(input.origins ? { origins: input.origins } : {}),
    },
    fromData(input.facts) as PHash,
    fromData(input.trusted) as PHash,
    fromData(serverFacts(input)) as PHash,
  );
  const programs: { program: A.Program; source: SourceFile }[] = [];
  for (const source of input.code ? [input.code] : input.manifests) {
    const program = input.cache.parse(source, diagnostics);
    if (program) programs.push({ program, source });
  }
  if (input.code) evaluator.codeSource = input.code;
  if (diagnostics.hasErrors) return undefined;
  try {
    const nodes: { def: A.NodeDefinition; source: SourceFile }[] = [];
    for (const { program, source } of programs) register(evaluator, program.body, source, '', nodes);
    // main: the top-level code of every manifest file, in order.
    for (const { program, source } of programs) evaluator.withSource(source, () => evaluator.evaluateStatements(program.body, evaluator.top));
    const nodeScope = evaluateNode(evaluator, nodes, input.node);
    if (input.classes) includeClasses(evaluator, input.classes, 'include', nodeScope ?? evaluator.top, { start: 0, end: 0 });
    const hooks = input.hooks ?? {};
    generate(evaluator, hooks);
    hooks.settled?.(evaluator.catalog, () => generate(evaluator, hooks));
    finish(evaluator);
    checkRelationshipTargets(evaluator);
    if (evaluator.changedInPlace) checkClassParameters(evaluator, evaluator.changedInPlace);
    hooks.finished?.(evaluator.catalog);
  } catch (caught) {
    const e = illegalControlFlow(caught);
    if (!(e instanceof EvaluationError)) throw e;
    if (e instanceof ReportedStop) return undefined;
    // Whatever the code's usual severity (an unknown variable is a warning), this one stopped the compilation.
    for (const one of [e, ...e.also]) diagnostics.report(one.code, one.args, { severity: 'error', ...(one.location ? { location: one.location } : {}), ...(e.chain.length > 0 ? { related: e.chain } : {}) });
    return undefined;
  }
  return evaluator.catalog;
}

/** A `break()`, `next()` or `return()` that no iteration, lambda or function took: Puppet refuses it. */
function illegalControlFlow(e: unknown): unknown {
  if (e instanceof StopIteration) return new EvaluationError('OVC3111', { message: 'break() from context where this is illegal' }, e.at);
  if (e instanceof ControlFlow) return new EvaluationError('OVC3111', { message: `${e.kind}() from context where this is illegal` }, e.at);
  return e;
}

/**
 * Records the definitions of the site manifest (nested classes and defines take the outer name as
 * prefix), refusing one defined twice as Puppet does when it loads the manifest.
 */
function register(ev: Evaluator, body: readonly A.Statement[], source: SourceFile, prefix: string, nodes: { def: A.NodeDefinition; source: SourceFile }[]): void {
  const once = <T extends A.Span>(known: Map<string, { def: T; source: SourceFile }>, what: string, name: string, def: T, shown = name): void => {
    const first = known.get(name);
    if (first) redefined(`${what} '${shown}'`, first, def, source);
    known.set(name, { def, source });
  };
  for (const s of body) {
    const qualified = (name: string) => (prefix && !name.includes('::') ? `${prefix}::${name}` : name).replace(/^::/, '').toLowerCase();
    if (s.kind === 'ClassDefinition') {
      const name = qualified(s.name);
      once(ev.siteClasses, 'Class', name, s);
      register(ev, s.body, source, name, nodes);
    } else if (s.kind === 'DefineDefinition') once(ev.siteDefines, 'Defined type', qualified(s.name), s);
    else if (s.kind === 'FunctionDefinition') once(ev.siteFunctions, 'Function', s.name.replace(/^::/, '').toLowerCase(), s);
    else if (s.kind === 'TypeAlias') once(ev.siteAliases, 'Type alias', s.name.replace(/^::/, '').toLowerCase(), s, s.name);
    else if (s.kind === 'NodeDefinition') {
      for (const n of nodes) {
        const twice = n.def.matches.find((h) => s.matches.some((m) => nodeKey(m) === nodeKey(h)));
        if (twice) redefined(`Node '${nodeKey(twice)}'`, n, s, source);
      }
      nodes.push({ def: s, source });
    }
  }
}

/** A node definition's name as Puppet keys it: the name, `__node_regexp__` and the regex's word characters, or `default`. */
function nodeKey(m: A.HostMatch): string {
  if (m.match === 'regex') return `__node_regexp__${m.value.replace(/[^-\w:.]/g, '')}`;
  return m.match === 'default' ? 'default' : m.value.toLowerCase();
}

function redefined(what: string, first: { def: A.Span; source: SourceFile }, again: A.Span, source: SourceFile): never {
  const line = first.source.position(first.def.start).line;
  throw new EvaluationError('OVC3117', { what, file: first.source.path, line: String(line) }, { source, start: again.start, end: again.start });
}

/**
 * Finds the node definition for `name` as Puppet 7 does (the exact name; then regexes in order;
 * then `default`), adds its Node resource and evaluates its body. Undefined when the manifest has
 * no node definitions.
 */
function evaluateNode(ev: Evaluator, nodes: readonly { def: A.NodeDefinition; source: SourceFile }[], name: string): Scope | undefined {
  if (nodes.length === 0) return undefined;
  const lower = name.toLowerCase();
  let chosen: { def: A.NodeDefinition; source: SourceFile; title: string; captures?: (string | null)[] } | undefined;
  for (const n of nodes) {
    const m = n.def.matches.find((h) => h.match === 'name' && h.value.toLowerCase() === lower);
    if (m && !chosen) chosen = { ...n, title: m.value.toLowerCase() };
  }
  if (!chosen) {
    for (const n of nodes) {
      for (const h of n.def.matches) {
        if (h.match !== 'regex' || chosen) continue;
        const captures = PRegexp.fromLiteral(h.value).match(name);
        if (captures) chosen = { ...n, title: nodeKey(h), captures };
      }
    }
  }
  if (!chosen) {
    const d = nodes.find((n) => n.def.matches.some((h) => h.match === 'default'));
    if (d) chosen = { ...d, title: 'default' };
  }
  if (!chosen) {
    const first = nodes[0]!;
    throw new EvaluationError('OVC3113', { node: name }, { source: first.source, start: first.def.start, end: first.def.start });
  }
  const tags = ['node'];
  if (isValidTag(chosen.title)) addTags(tags, [chosen.title]);
  const resource = ev.catalog.declare({ type: 'Node', title: chosen.title, parameters: new Map(), tags, kind: 'unknown', virtual: false, exported: false, source: `node:${chosen.title}`, container: ev.catalog.main, scopeResource: ev.catalog.main });
  inheritScopeTags(resource);
  ev.catalog.addClass(chosen.title);
  const scope = new Scope('node', ev.top, chosen.title, resource);
  // The node definition's title and name are its own (`node default` says `default`), as a class's are.
  scope.force('title', chosen.title);
  scope.force('name', chosen.title);
  if (chosen.captures) scope.matches = chosen.captures;
  const { def, source } = chosen;
  ev.withSource(source, () => ev.evaluateStatements(def.body, scope));
  return scope;
}

/** Generator passes: collectors, then the define instances present at the start of the pass. */
function generate(ev: Evaluator, hooks: CompileHooks): void {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let changed = runCollectors(ev);
    const waiting = ev.catalog.resources.filter((r) => r.kind === 'defined_type' && !r.evaluated && !r.virtual);
    for (const r of waiting) {
      const notes = hooks.beforeExpand?.(r, ev.catalog) ?? [];
      try {
        evaluateDefine(ev, r);
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        // A value the hook gave the instance may be why its body failed: the error says where it came from.
        e.chain.push(...notes);
        throw atDeclaration(e, r);
      }
    }
    if (waiting.length > 0) changed = true;
    if (!changed) return;
  }
  // Puppet's words, and why: a define or collector keeps creating resources.
  throw new EvaluationError('OVC3111', { message: `Somehow looped more than ${MAX_PASSES} times while evaluating host catalog (a define or collector keeps creating resources)` });
}

/**
 * An error of a define instance's body, placed where Puppet reports it: at the instance's
 * declaration (Compiler#evaluate_definitions re-raises there), the place in the body related.
 */
function atDeclaration(e: EvaluationError, r: CatalogResource): EvaluationError {
  if (!r.location || e.location === r.location) return e;
  const moved = new EvaluationError(e.code, e.args, r.location);
  if (e.location) moved.chain.push({ message: 'raised here', location: e.location });
  // The frame naming this instance's declaration is the new place itself.
  moved.chain.push(...e.chain.filter((c) => c.location !== r.location));
  moved.also.push(...e.also.map((a) => atDeclaration(a, r)));
  return moved;
}


/**
 * Every reference in a relationship metaparameter of a resource in the catalog must name a
 * resource, as Puppet's RelationshipValidator checks: a virtual one will do (Puppet's catalog
 * still holds it then).
 */
function checkRelationshipTargets(ev: Evaluator): void {
  const resources = ev.catalog.resources;
  for (let i = 0; i < resources.length; i++) {
    const r = resources[i]!;
    if (r.virtual) continue;
    for (const param of RELATIONSHIP_METAPARAMETERS) {
      const v = r.parameters.get(param);
      if (v !== undefined && v !== null) checkTargets(ev, r, param, v);
    }
  }
}

/**
 * The references in one relationship metaparameter's value (nested arrays in order, undef left
 * out), each checked. Anything but a typed reference is read from its text as Puppet's catalog
 * reads a reference (`'Notify[x]'`): a text that is none fails in Puppet's words.
 */
function checkTargets(ev: Evaluator, r: CatalogResource, param: string, v: Value): void {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) checkTargets(ev, r, param, v[i]!);
    return;
  }
  if (v === null) return;
  let type: string;
  let title: string;
  let written: string;
  if (v instanceof ResourceType && v.typeName !== undefined && v.title !== undefined) {
    type = v.name;
    title = v.title;
    written = `${type}[${title}]`;
  } else if (v instanceof ClassType && v.className) {
    type = 'Class';
    title = capitalizeSegments(v.className);
    written = `${type}[${title}]`;
  } else {
    written = v instanceof ResourceType || v instanceof ClassType ? `${v.name}[]` : rubyText(v);
    const read = referenceFromText(written);
    if (!read) throw new EvaluationError('OVC3107', { message: `No title provided and ${rubyStringInspect(written)} is not a valid resource reference` }, relationshipPlace(ev, r, param) ?? r.location);
    type = capitalizeSegments(read.type);
    title = type === 'Class' ? capitalizeSegments(read.title) : read.title;
  }
  const found = findResource(ev, type, title);
  if (!found) throw new EvaluationError('OVC3107', { message: `Could not find resource '${written}' in parameter '${param}'` }, relationshipPlace(ev, r, param) ?? r.location);
}

/**
 * A class's parameters are the very values of its scope's variables in Puppet, so the catalog
 * shows what an ERB template changed in place there (other resources hold copies made when they
 * were declared): refused, as reading the changed value again is (variables.ts).
 */
function checkClassParameters(ev: Evaluator, changed: WeakMap<object, TemplateChange>): void {
  for (const r of ev.catalog.resources) {
    if (r.type !== 'Class') continue;
    for (const [name, v] of r.parameters) {
      const change = v !== null && typeof v === 'object' ? changed.get(v) : undefined;
      if (change) throw changedInPlaceError(change, `Class[${r.title}]'s parameter ${name}`, r.location ?? change.location);
    }
  }
}

/** Finish: leftover overrides, metaparameters passed down, then chains become `before`/`notify` on their sources. */
export function finish(ev: Evaluator): void {
  for (const o of ev.overrides) {
    const r = findResource(ev, o.type, o.title);
    if (!r) throw new EvaluationError('OVC3115', { message: `Could not find resource '${o.type}[${o.title}]' for overriding` }, o.location);
    applyOverride(ev, r, o);
  }
  // The other resources take their scope's tags now (classes and define instances did as they ran).
  for (const r of ev.catalog.resources) if (r.kind === 'compilable_type') inheritScopeTags(r);
  ev.catalog.mergeInstantiatedTags();
  passDownMetaparameters(ev);
  const origins = ev.options.origins;
  // An index loop: there is one relationship per chain arrow of the code (see resources.ts).
  for (let i = 0; i < ev.relationships.length; i++) {
    const rel = ev.relationships[i]!;
    const forward = rel.operator === '->' || rel.operator === '~>';
    const notify = rel.operator === '~>' || rel.operator === '<~';
    const from = forward ? rel.left : rel.right;
    const to = forward ? rel.right : rel.left;
    if (collectsNothing(from, true) || collectsNothing(to, false)) continue;
    const { sources, targets } = resolveRelationship(ev, from, to);
    // Puppet pairs each element of one side with each of the other, and a collector is one
    // element: from a collector to several references, each reference in turn takes all it collected.
    // The targets' titles as written, in resolveRelationship's order (its references first).
    const written = to.declared ? [] : to.refs.map((r) => r.title);
    if (from.collectors.length > 0 && to.collectors.length === 0) targets.forEach((t, k) => chain(sources, [t], notify, [written[k]]));
    else chain(sources, targets, notify, written);
    const kind = notify ? 'notify' : 'before';
    if (origins) for (const s of sources) origins.note(s, kind, { kind: 'relationship', value: s.parameters.get(kind) ?? null, location: rel.location });
  }
  const resources = ev.catalog.resources;
  for (let i = 0; i < resources.length; i++) checkParameterNames(ev, resources[i]!);
  for (const r of ev.realized) {
    if (!ev.catalog.get(r.type, r.title)) throw new EvaluationError('OVC3107', { message: `Failed to realize virtual resources ${r.type}[${r.title}]` }, r.location);
  }
}
