// Resource expressions: titles, `default:` bodies, `* =>`, resource defaults, declaration with checks, define instance bodies.
// The loops over arrays here are index loops: this code runs at every resource, mostly before V8
// optimises it, when a for-of loop allocates an iterator and a result object per element.
import type { Location } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import { ClassType, PDefault, PHash, PIterator, ResourceType, capitalizeSegments, inferGeneralized, plain, toText, type Value } from '../values/index.js';
import { declareClass } from './classes.js';
import type { ResourceTypeInfo } from '../modulepath/module-path.js';
import type { AttributeChange } from './collectors.js';
import { classDefinition, defineDefinition, type Found } from './definitions.js';
import { EvaluationError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import { attributeOrigin, bindResourceParameters } from './parameters.js';
import { RELATIONSHIP_METAPARAMETERS, referenceTo } from './relationships.js';
import { addTag, addTags, inheritScopeTags, isValidTag, refText, tagParameterTags, type CatalogResource } from './resource.js';
import { Scope, type DefaultAttribute } from './scope.js';
import { compositeKeyText, findResource, sortedNames } from './resource-lookup.js';
import { titleParameters, type TitleParameters } from './title-parameters.js';

/** One resource of a resource expression (or of create_resources) before it is declared. */
interface DeclaredBody {
  title: string;
  /** The title when it is not a String (create_resources keys): see CatalogResource.titleValue. */
  titleValue?: Value;
  /** The resource's own: declareResource keeps it as the resource's parameters. */
  parameters: Map<string, Value>;
  node: A.Span;
  /** The attributes as written (their places and variables, for origins). */
  written?: Map<string, AttributeChange>;
  /** Its attributes with their places, when a relationship metaparameter is among them (shared by the expression's titles). */
  places?: readonly RelationshipPlace[];
}

/** The parameter names a type accepts (metaparameters aside), made once per type; undefined when it takes any. */
function knownParameters(ev: Evaluator, lower: string, info: ResourceTypeInfo | undefined, siteDefine: Found<A.DefineDefinition> | undefined): ReadonlySet<string> | undefined {
  if (ev.knownParameters.has(lower)) return ev.knownParameters.get(lower);
  // Every define takes `name`, and so does every Ruby type (Puppet::Type.validattr?), whatever its namevar.
  const known = siteDefine ? new Set([...siteDefine.def.parameters.map((p) => p.name), 'name']) : info?.parameters ? new Set([...info.parameters.map((p) => p.name), 'name']) : undefined;
  ev.knownParameters.set(lower, known);
  return known;
}

/**
 * `File['/x']['mode']`, `Class['c']['p']`: a parameter of a resource in the catalog as it stands
 * (a class's defaults once its body ran, a define's only as given), an array of them for several
 * keys or an array; the resource must exist and the type take the parameter.
 */
export function resourceParameterAccess(ev: Evaluator, ref: ResourceType | ClassType, keys: readonly Value[], node: A.Span): Value {
  const many = keys.length > 1 || Array.isArray(keys[0]);
  const names = (keys as Value[]).flat(Infinity as 1).filter((k) => k !== null);
  if (names.length === 0) return many ? [] : null;
  const isClass = ref instanceof ClassType;
  const [type, title] = isClass ? ['Class', ref.className!] : [ref.name, ref.title!];
  // Found as every reference is (resource-lookup.ts): by title, else by the key the title gives.
  const r = isClass ? ev.catalog.get(type, capitalizeSegments(title)) : findResource(ev, type, title);
  // Puppet's messages name the type as Ruby's String#capitalize writes it.
  const shown = type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
  if (!r) ev.fail('OVC3111', { message: `Resource not found: ${type}['${title}']` }, node);
  const values = names.map((k) => {
    if (typeof k !== 'string' || !takesParameter(ev, isClass, type.toLowerCase(), title, k)) {
      ev.fail('OVC3111', { message: `The resource ${shown}['${title}'] does not have a parameter called '${toText(k)}'` }, node);
    }
    // Puppet then asks the resource defaults in reach of where it was declared, as they are now.
    return r.parameters.get(k) ?? defaultValue(ev.declaredIn.get(r), r.type.toLowerCase(), k);
  });
  return many ? values : values[0]!;
}

/** The value the nearest resource default in reach of `scope` gives `name` of `type`, else undef. */
function defaultValue(scope: Scope | undefined, type: string, name: string): Value {
  for (const d of scope?.defaultsFor(type) ?? []) {
    const a = d.get(name);
    if (a) return a.value;
  }
  return null;
}

/** Whether a class, defined type or resource type takes the parameter (metaparameters too). */
function takesParameter(ev: Evaluator, isClass: boolean, lower: string, title: string, name: string): boolean {
  if (name === 'name' || ev.options.modulePath.isMetaparameter(name)) return true;
  if (isClass) return classDefinition(ev, title)?.def.parameters.some((p) => p.name === name) ?? false;
  const known = knownParameters(ev, lower, ev.options.modulePath.getType(lower), ev.siteDefines.get(lower));
  return known === undefined || known.has(name);
}

/**
 * A resource's parameter names its type does not take, refused as Puppet's `Resource#finish`
 * validates every resource once all code ran (after the chains, before unrealized virtuals are
 * named): not at the declaration, so a later error of the code (a `fail()`, a define instance's
 * bad value) is the one reported. An instance whose body ran was checked then
 * (bindResourceParameters); one never evaluated (virtual) is checked here.
 */
export function checkParameterNames(ev: Evaluator, r: CatalogResource): void {
  if (r.type === 'Class' || r.type === 'Node') return;
  const lower = r.type.toLowerCase();
  const known = knownParameters(ev, lower, ev.options.modulePath.getType(lower), ev.siteDefines.get(lower));
  if (!known) return;
  r.parameters.forEach((_v, k) => {
    if (!known.has(k) && !ev.options.modulePath.isMetaparameter(k)) throw new EvaluationError('OVC3105', { resource: refText(r), name: k }, r.location);
  });
}

/** The type name a resource expression, default or collector names (`file`, `Foo::Bar`, `Resource['file']`). */
export function typeNameOf(v: Value): string | undefined {
  // Not replace(/^::/): every resource expression names its type.
  if (typeof v === 'string') return v.startsWith('::') ? v.slice(2) : v;
  if (v instanceof ResourceType && v.typeName !== undefined && v.title === undefined) return v.typeName.replace(/^::/, '');
  if (v instanceof ClassType && v.className === undefined) return 'class';
  return undefined;
}

/** Whether a value is or holds an Iterator, which Puppet refuses as a parameter value. */
function holdsIterator(v: Value): boolean {
  // Most values are strings and numbers: `instanceof` costs a lookup of Symbol.hasInstance until V8 optimises it.
  if (typeof v !== 'object' || v === null) return false;
  if (v instanceof PIterator) return true;
  if (Array.isArray(v)) return v.some(holdsIterator);
  if (v instanceof PHash) {
    for (const [k, x] of v) if (holdsIterator(k) || holdsIterator(x)) return true;
  }
  return false;
}

export function evaluateAttributes(ev: Evaluator, ops: readonly A.AttributeOperation[], scope: Scope): AttributeChange[] {
  const out: AttributeChange[] = [];
  // Places are for origins only: a plain compile does not make one per attribute.
  const recording = ev.options.origins !== undefined;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    const v = ev.evaluate(op.value, scope);
    if (holdsIterator(v)) ev.fail('OVC3001', { message: "Error while evaluating a '=>' expression, Use of an Iterator is not supported here" }, op);
    if (op.name === '*') {
      if (!(v instanceof PHash)) ev.fail('OVC3111', { message: `The value of '* =>' must be a Hash` }, op);
      const at = ev.loc(op);
      for (const [k, x] of v) {
        const name = toText(k);
        out.push({ name, value: ownValue(name, x), append: false, ...(recording || RELATIONSHIP_METAPARAMETERS.has(name) ? { location: at } : {}) });
      }
    } else {
      const change: AttributeChange = { name: op.name, value: ownValue(op.name, v), append: op.operator === '+>' };
      // A relationship's place is kept: a missing target is reported where it was written.
      if (recording || RELATIONSHIP_METAPARAMETERS.has(op.name)) change.location = ev.loc(op);
      if (recording) {
        // `mode => $mode`: explain names the variable, whose own origin is one step away.
        if (op.value.kind === 'Variable') change.variable = op.value.name;
      }
      out.push(change);
    }
  }
  return out;
}


/** An attribute and where it was written. */
export interface RelationshipPlace {
  name: string;
  location?: Location | undefined;
}

function setsRelationship(changes: readonly RelationshipPlace[]): boolean {
  for (let i = 0; i < changes.length; i++) if (changes[i]!.location && RELATIONSHIP_METAPARAMETERS.has(changes[i]!.name)) return true;
  return false;
}

/**
 * Records where relationship metaparameters of `r` were set after its body (by a resource
 * default, an override, a collector): Puppet reports a missing target where it was written. The
 * list is copied on write: a body's is shared by its expression's titles.
 */
export function placeRelationships(ev: Evaluator, r: CatalogResource, changes: readonly RelationshipPlace[], fallback: Location | undefined): void {
  const added = changes.filter((c) => (c.location ?? fallback) && RELATIONSHIP_METAPARAMETERS.has(c.name)).map((c) => ({ name: c.name, location: c.location ?? fallback }));
  if (added.length > 0) ev.relationshipPlaces.set(r, [...(ev.relationshipPlaces.get(r) ?? []), ...added]);
}

/** Where the relationship metaparameter `name` of `r` was last set, if known. */
export function relationshipPlace(ev: Evaluator, r: CatalogResource, name: string): Location | undefined {
  const places = ev.relationshipPlaces.get(r);
  for (let i = (places?.length ?? 0) - 1; i >= 0; i--) if (places![i]!.name === name && places![i]!.location) return places![i]!.location;
  return undefined;
}

/**
 * A relationship list as the expression's own array: Puppet converts an expression's attribute
 * values once, so the resources of its titles (or of a resource default) share the list, and a
 * chain that appends to one's appends to all (relationships.ts), while a variable's list given
 * to two expressions is not shared.
 */
function ownValue(name: string, v: Value): Value {
  return Array.isArray(v) && RELATIONSHIP_METAPARAMETERS.has(name) ? [...v] : v;
}

/** The resources' references, unless `discard` (a statement whose value is not used). */
export function evaluateResourceExpression(ev: Evaluator, node: A.ResourceExpression, scope: Scope, discard = false): Value {
  const declared = declareResources(ev, node, scope);
  return discard ? null : declared.map(referenceTo);
}

/** The resources a resource expression declares (classes included). */
export function declareResources(ev: Evaluator, node: A.ResourceExpression, scope: Scope): CatalogResource[] {
  const typeValue = ev.evaluate(node.type, scope);
  const typeName = typeNameOf(typeValue);
  if (typeName === undefined) ev.fail('OVC3102', { type: toText(typeValue) }, node.type);
  let defaults: AttributeChange[] | undefined;
  const bodies: (DeclaredBody & { written?: Map<string, AttributeChange> })[] = [];
  const recording = ev.options.origins !== undefined;
  for (let i = 0; i < node.bodies.length; i++) {
    const body = node.bodies[i]!;
    const titleValue = ev.evaluate(body.title, scope);
    const attrs = evaluateAttributes(ev, body.attributes, scope);
    // An attribute set twice in one body (written twice, or written and given by `* =>`).
    for (let k = 1; k < attrs.length; k++) {
      const name = attrs[k]!.name;
      for (let j = 0; j < k; j++) if (attrs[j]!.name === name) ev.fail('OVC3111', { message: `The attribute '${name}' has already been set` }, node);
    }
    const places = setsRelationship(attrs);
    if (typeof titleValue === 'object' && titleValue instanceof PDefault) {
      defaults = attrs;
      continue;
    }
    if (titleValue === null) ev.fail('OVC3111', { message: 'Missing title. The title expression resulted in undef' }, body.title);
    const titles = (Array.isArray(titleValue) ? titleValue.flat(Infinity as 1) : [titleValue]) as Value[];
    for (let j = 0; j < titles.length; j++) {
      // A title is its text, whatever its encoding (Puppet writes titles as they are, not as data).
      const t = plain(titles[j]!);
      if (t === null) ev.fail('OVC3111', { message: `Missing title at index ${j}. The title expression resulted in an undef title` }, body.title);
      if (typeof t !== 'string') ev.fail('OVC3111', { message: `Illegal title type at index ${j}. Expected String, got ${inferGeneralized(t).toString()}` }, body.title);
      if (t === '') ev.fail('OVC3111', { message: `Empty string title at ${j}. Title strings must have a length greater than zero.` }, body.title);
      // Every body gets the line of the resource expression, as Puppet records it.
      const parameters = new Map<string, Value>();
      for (let k = 0; k < attrs.length; k++) parameters.set(attrs[k]!.name, attrs[k]!.value);
      const declared: DeclaredBody = recording ? { title: t, parameters, node, written: new Map(attrs.map((a) => [a.name, a])) } : { title: t, parameters, node };
      if (places) declared.places = attrs;
      bodies.push(declared);
    }
  }
  for (let i = 0; i < bodies.length && defaults !== undefined; i++) {
    const b = bodies[i]!;
    for (const d of defaults) {
      if (b.parameters.has(d.name)) continue;
      b.parameters.set(d.name, d.value);
      b.written?.set(d.name, d);
      if (d.location && RELATIONSHIP_METAPARAMETERS.has(d.name)) b.places = [d, ...(b.places ?? [])];
    }
  }
  if (typeName.toLowerCase() === 'class') {
    if (node.form !== 'regular') ev.fail('OVC3111', { message: 'Classes are not virtualizable' }, node);
    return bodies.map((b) => declareClass(ev, b.title, b.parameters, scope, b.node, true, true, b.written));
  }
  return declareResource(ev, typeName, bodies, node.form, scope);
}

/** Declares resources of one type (parameters checked, defaults applied, duplicates refused). */
export function declareResource(ev: Evaluator, typeName: string, bodies: readonly DeclaredBody[], form: A.ResourceExpression['form'], scope: Scope): CatalogResource[] {
  // A name written from the top scope (`::php::fpm::pool`, create_resources' string) is the same type.
  const lower = (typeName.startsWith('::') ? typeName.slice(2) : typeName).toLowerCase();
  const info = ev.options.modulePath.getType(lower);
  const siteDefine = ev.siteDefines.get(lower);
  // Made at its length: a chain keeps it until the finish (a push would grow it to seventeen places).
  const out: CatalogResource[] = new Array(bodies.length);
  if (!info && !siteDefine && bodies.length > 0) ev.fail('OVC3102', { type: capitalizeSegments(lower) }, bodies[0]!.node);
  const isDefine = siteDefine !== undefined || info?.kind === 'define';
  const type = capitalizeSegments(lower);
  // Resource defaults in reach of this scope (nearest first), merged once for every body.
  const defaults = scope.defaultsFor(lower);
  let fromDefaults: Map<string, DefaultAttribute> | undefined;
  if (defaults.length > 0) {
    const merged = new Map<string, DefaultAttribute>();
    for (const d of defaults) {
      d.forEach((a, k) => {
        if (!merged.has(k)) merged.set(k, a);
      });
    }
    fromDefaults = merged;
  }
  // What the declaring scope gives every body: its container, tags and source.
  const owner = scope.owner.resource;
  const source = sourceOf(ev, scope);
  const file = ev.currentFile();
  for (let i = 0; i < bodies.length; i++) {
    const body = bodies[i]!;
    const existing = ev.catalog.get(type, body.title);
    if (existing) ev.fail('OVC3104', { ref: refText({ type, title: body.title }), first: existing.file ? ` at (file: ${existing.file}, line: ${existing.line})` : ` at (line: ${existing.line})` }, body.node);
    // The body's own attributes win over resource defaults.
    const parameters = body.parameters;
    // An array, not a Set: a resource takes few defaults, and every resource in reach of one has this.
    let defaulted: string[] | undefined;
    if (fromDefaults) {
      fromDefaults.forEach((a, k) => {
        if (parameters.has(k)) return;
        parameters.set(k, a.value);
        // The resource keeps it: one default (the usual) makes an array of one place, not seventeen.
        if (defaulted === undefined) defaulted = [k];
        else defaulted.push(k);
      });
    }
    if (parameters.has('stage') && type !== 'Class') {
      ev.fail('OVC3111', { message: `Only classes can set 'stage'; normal resources like ${refText({ type, title: body.title })} cannot change run stage` }, body.node);
    }
    const fromTitle = titleParameters(isDefine ? undefined : info, body.title);
    if (fromTitle === undefined) ev.fail('OVC3111', { message: `Error while evaluating a Resource Statement, No set of title patterns matched the title "${body.title}".` }, body.node);
    const tags: string[] = [];
    const tag = parameters.get('tag');
    // A tag from a resource default comes after the type and title: Puppet adds defaults when
    // the resource is finished (before its scope's tags), its own attributes when it is made.
    const tagDefaulted = defaulted?.includes('tag') === true;
    if (tag !== undefined && tag !== null && !tagDefaulted) addTags(tags, tagParameterTags(tag));
    addTag(tags, lower);
    // Puppet tags a resource with its title only when the title is a String.
    if (body.titleValue === undefined && isValidTag(body.title.toLowerCase())) addTag(tags, body.title);
    if (tag !== undefined && tag !== null && tagDefaulted) addTags(tags, tagParameterTags(tag));
    // Every field, in CompilingCatalog.declare()'s order: the catalog keeps this object as it is.
    const r = ev.catalog.declareWhole({
      type,
      title: body.title,
      titleValue: body.titleValue,
      titleParameters: fromTitle,
      parameters,
      tags,
      file,
      line: ev.source.line(body.node.start),
      kind: isDefine ? 'defined_type' : 'compilable_type',
      namevar: !isDefine && info?.namevars?.length === 1 ? info.namevars[0]! : 'name',
      virtual: form !== 'regular',
      exported: form === 'exported',
      // Stages are top-level containers wherever they are declared.
      container: type !== 'Stage' ? owner : undefined,
      scopeResource: owner,
      source,
      defaulted,
      location: ev.loc(body.node),
      evaluated: undefined,
    });
    ev.declaredIn.set(r, scope);
    if (body.places) ev.relationshipPlaces.set(r, body.places);
    if (defaulted?.some((k) => RELATIONSHIP_METAPARAMETERS.has(k))) placeRelationships(ev, r, defaulted.map((k) => ({ name: k, location: fromDefaults!.get(k)!.location })), undefined);
    const origins = ev.options.origins;
    if (origins) {
      for (const [k, v] of parameters) {
        const d = defaulted?.includes(k) ? fromDefaults?.get(k) : undefined;
        if (d) origins.note(r, k, { kind: 'resource default', value: v, ...(d.location ? { location: d.location } : {}) });
        else origins.note(r, k, attributeOrigin(v, body.written?.get(k), ev.loc(body.node)));
      }
    }
    // Explicit aliases first, for every type (Catalog#create_resource_aliases): each is another
    // title of the resource, which no other resource of the type may hold.
    const alias = parameters.get('alias');
    if (alias !== undefined) {
      for (const name of aliasNames(alias)) {
        const clash = ev.catalog.alias(r, name);
        if (clash) ev.fail('OVC3104', { ref: `${type}[${name}] (alias of ${refText(r)})`, first: ` at ${refText(clash)} (line: ${clash.line})` }, body.node);
      }
    }
    // A defined type's key is its name (Puppet takes it as isomorphic); exec and tidy have none.
    const keyAttributes = isDefine ? DEFINE_KEY : info?.isomorphic !== false ? info?.namevars : undefined;
    if (keyAttributes !== undefined) {
      const clash = aliasUniquenessKey(ev, r, keyAttributes, fromTitle, parameters);
      if (clash) ev.fail('OVC3104', { ref: clash.ref, first: ` at ${refText(clash.existing)} (line: ${clash.existing.line})` }, body.node);
    }
    out[i] = r;
  }
  return out;
}

/** A defined type's uniqueness key attributes. */
const DEFINE_KEY = ['name'];

/**
 * Puppet's catalog aliases an isomorphic resource by its uniqueness key (Puppet::Resource#uniqueness_key,
 * Catalog#create_resource_aliases) as the resource is added: the title's parts with the given and
 * defaulted parameters over them, one value per key attribute in name order. One namevar's key is a title (`File[/tmp/x]`); a composite key (package's command,
 * name, provider; a metadata type's name, region, kind) clashes only with the same whole key.
 */
function aliasUniquenessKey(ev: Evaluator, r: CatalogResource, namevars: readonly string[], fromTitle: TitleParameters | undefined, given: ReadonlyMap<string, Value>): { ref: string; existing: CatalogResource } | undefined {
  if (namevars.length === 0) return undefined;
  const namevar = namevars.length === 1 ? namevars[0]! : 'name';
  const name = keyAttribute(namevar, fromTitle, given) ?? keyAttribute('name', fromTitle, given) ?? r.title;
  if (namevars.length === 1) {
    if (typeof name !== 'string' || name === r.title) return undefined;
    const existing = ev.catalog.alias(r, name);
    return existing && { ref: refText(r), existing };
  }
  const key = sortedNames(namevars).map((a) => (a === namevar ? name : keyAttribute(a, fromTitle, given)));
  const existing = ev.catalog.aliasKey(r, compositeKeyText(key));
  return existing && { ref: `${refText(r)} (uniqueness key [${key.map(keyPartText).join(', ')}])`, existing };
}

/** A key attribute's value: the given or defaulted parameter unless undef, else what the title gives. */
function keyAttribute(name: string, fromTitle: TitleParameters | undefined, given: ReadonlyMap<string, Value>): Value | undefined {
  const v = given.get(name);
  if (v !== undefined && v !== null) return v;
  let fromTitleValue: string | undefined;
  if (fromTitle) for (let i = 0; i < fromTitle.length; i++) if (fromTitle[i]![0] === name) fromTitleValue = fromTitle[i]![1];
  return fromTitleValue;
}


/** The names an `alias` value gives (Ruby's `[alias].flatten`); only strings name a title. */
function aliasNames(v: Value | undefined): string[] {
  return typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(aliasNames) : [];
}

/** A key part as Ruby inspects it in Puppet's message (`nil`, `"gem"`). */
function keyPartText(v: Value | undefined): string {
  return v === undefined || v === null ? 'nil' : typeof v === 'string' ? JSON.stringify(v) : String(v);
}

/** The definition whose code is running in `scope` (Puppet's resource `source`, which overrides compare). */
export function sourceOf(ev: Evaluator, scope: Scope): string {
  const owner = scope.owner;
  // Made once per owner: every resource its code declares keeps it.
  return (owner.source ??= owner.kind === 'class' ? `class:${owner.name}` : owner.kind === 'define' ? `define:${owner.name}` : owner.kind === 'node' ? `node:${owner.name}` : 'class:main');
}

/** Evaluates a define instance's body (a generator pass calls it). */
export function evaluateDefine(ev: Evaluator, r: CatalogResource): void {
  r.evaluated = true;
  inheritScopeTags(r);
  const lower = r.type.toLowerCase();
  const found = ev.siteDefines.get(lower) ?? defineDefinition(ev, lower);
  if (!found) return;
  const declared = ev.declaredIn.get(r) ?? ev.top;
  const scope = new Scope('define', declared, lower, r);
  ev.inFrame(`in ${refText(r)}, declared here`, r.location, () => ev.withSource(found.source, () => {
    const title = r.titleValue ?? r.title;
    scope.force('title', title);
    scope.force('name', typeof r.parameters.get('name') === 'string' ? r.parameters.get('name')! : title);
    scope.force('module_name', ev.siteDefines.has(lower) ? '' : lower.split('::')[0]!);
    scope.force('caller_module_name', declared.lookup('module_name') ?? '');
    const given = new Map(r.parameters);
    r.parameters.clear();
    // Puppet reports a parameter it refuses where the instance is declared, as for a class.
    bindResourceParameters(ev, found.def.parameters, given, r, scope, refText(r), undefined, r.location ?? ev.loc(found.def));
    ev.evaluateBody(found.def.body, scope);
  }));
}

export function evaluateResourceDefaults(ev: Evaluator, node: A.ResourceDefaults, scope: Scope): void {
  const typeName = typeNameOf(ev.evaluate(node.type, scope));
  if (typeName === undefined) ev.fail('OVC3102', { type: '?' }, node.type);
  const lower = typeName.toLowerCase();
  const d = scope.ownDefaults(lower);
  const source = sourceOf(ev, scope);
  for (const a of evaluateAttributes(ev, node.attributes, scope)) d.set(a.name, { value: a.value, append: a.append, source, ...(a.location ? { location: a.location } : {}) });
}
