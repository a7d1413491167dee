// Classes: include/contain/require, resource-like declarations, inheritance, run stages, evaluating a class body once.
import type { ClassInclusion } from '../functions/context.js';
import type * as A from '../parser/ast.js';
import { ClassType, ResourceType, capitalizeSegments, toText, type Value } from '../values/index.js';
import type { AttributeChange } from './collectors.js';
import { classDefinition } from './definitions.js';
import type { Evaluator } from './evaluator.js';
import { bindResourceParameters } from './parameters.js';
import { referenceTo } from './relationships.js';
import { addTags, inheritScopeTags, tagParameterTags, type CatalogResource } from './resource.js';
import { Scope } from './scope.js';

export function className(ev: Evaluator, v: Value, node: A.Span): string {
  if (typeof v === 'string') return v.replace(/^::/, '').toLowerCase();
  if (v instanceof ClassType && v.className !== undefined) return v.className;
  if (v instanceof ResourceType && v.typeName?.toLowerCase() === 'class' && v.title !== undefined) return v.title.replace(/^::/, '').toLowerCase();
  ev.fail('OVC3110', { message: `Cannot use ${toText(v)} as a class name` }, node);
}

/** `include a, b`: as Puppet, every class's resource is added first, then each is evaluated. */
export function includeClasses(ev: Evaluator, names: readonly Value[], how: ClassInclusion, scope: Scope, node: A.Span): void {
  const resources = (names.flat(Infinity as 1) as Value[]).map((n) => declareClass(ev, className(ev, n, node), undefined, scope, node, false, false));
  for (const r of resources) {
    evaluateClass(ev, r);
    const caller = scope.owner.resource;
    if (!caller) continue;
    // A class or a define instance contains what it contains, even a class declared before.
    if (how === 'contain' && (caller.type === 'Class' || scope.owner.kind === 'define')) ev.catalog.contain(caller, r);
    if (how === 'require') {
      // A new list (Puppet flattens the old value into one): no other resource's list grows.
      const old = caller.parameters.get('require');
      caller.parameters.set('require', [...(old === undefined || old === null ? [] : Array.isArray(old) ? old.flat(Infinity as 1) : [old]), referenceTo(r)]);
    }
  }
}

function evaluateClass(ev: Evaluator, r: CatalogResource): void {
  const body = ev.unevaluatedClasses.get(r);
  if (!body) return;
  ev.unevaluatedClasses.delete(r);
  body();
}

/**
 * Brings a class into the catalog: `include` semantics (once), or resource-like with parameters
 * (`class { 'x': }`, which must be its first declaration). Evaluates the body at once, as Puppet.
 */
export function declareClass(
  ev: Evaluator,
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
  const existing = ev.catalog.get('Class', title);
  if (existing) {
    // As Catalog#fail_on_duplicate_type_and_title writes it: an included class has no file to name.
    if (resourceLike) ev.fail('OVC3104', { ref: `Class[${title}]`, first: existing.file ? ` at (file: ${existing.file}, line: ${existing.line})` : '' }, node);
    if (evaluateNow) evaluateClass(ev, existing);
    return existing;
  }
  const found = classDefinition(ev, name);
  if (!found) ev.fail('OVC3103', { name }, node);
  // The parent class's resource comes first; its body runs just before this one's.
  let parentResource: CatalogResource | undefined;
  let parent: string | undefined;
  if (found.def.parent && found.def.parent !== 'default') {
    parent = found.def.parent.replace(/^::/, '').toLowerCase();
    parentResource = declareClass(ev, parent, undefined, scope, node, false, false);
  }
  const where = resourceLike ? ev.fileAndLine(node) : undefined;
  // Its run stage: its own `stage`, else the stage of the class that includes it, else main.
  const stage = stageOf(ev, params?.get('stage') ?? scope.owner.resource?.parameters.get('stage'), `Class[${title}]`, node);
  // Its own `tag` first, as Puppet tags a resource with its parameters before its type and title.
  const tags: string[] = [];
  addTags(tags, [...tagParameterTags(params?.get('tag')), 'class', name]);
  const resource = ev.catalog.declare({
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
    ...(scope.owner.resource ? { scopeResource: scope.owner.resource } : {}),
  });
  inheritScopeTags(resource);
  const at = ev.loc(node);
  ev.unevaluatedClasses.set(resource, () => {
    if (parentResource) evaluateClass(ev, parentResource);
    // Puppet lists a class when its code starts to run, after its parent's (nova::params, what it
    // includes, then nova).
    ev.catalog.addClass(name);
    const classScope = new Scope('class', scope, name, resource, parent === undefined ? undefined : ev.classScopes.get(parent));
    ev.classScopes.set(name, classScope);
    ev.inFrame(`in class ${name}, declared here`, at, () => ev.withSource(found.source, () => {
      classScope.force('title', name);
      classScope.force('name', name);
      classScope.force('module_name', ev.siteClasses.has(name) ? '' : name.split('::')[0]!);
      // Puppet takes it from the class scope's parent: the inherited class's scope when there is
      // one (`class php::apache_config inherits php::params` passes assert_private from any
      // declarer), else the declaring scope.
      classScope.force('caller_module_name', (parent === undefined ? scope : ev.classScopes.get(parent)!).lookup('module_name') ?? '');
      bindResourceParameters(ev, found.def.parameters, params ?? new Map(), resource, classScope, `Class[${title}]`, name, at, written);
      // A class placed in another stage by its includer says so, as Puppet records it.
      if (stage !== ev.catalog.stage && !resource.parameters.has('stage')) resource.parameters.set('stage', stage.title);
      ev.evaluateBody(found.def.body, classScope);
    }));
  });
  if (evaluateNow) evaluateClass(ev, resource);
  return resource;
}

/** The Stage resource a class runs in (`stage` given as a name or a Stage reference); main when unset. */
function stageOf(ev: Evaluator, value: Value | undefined, what: string, node: A.Span): CatalogResource {
  if (value === undefined || value === null) return ev.catalog.stage;
  const name = value instanceof ResourceType && value.typeName?.toLowerCase() === 'stage' && value.title !== undefined ? value.title : toText(value);
  const stage = ev.catalog.get('Stage', name);
  if (!stage) ev.fail('OVC3111', { message: `Could not find stage ${name} specified by ${what}` }, node);
  return stage;
}
