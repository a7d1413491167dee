// The contract between functions and the evaluator: what a function may ask of the compilation
// that calls it. Functions import only this file and the value model, never the evaluator, so the
// evaluator can call them without an import cycle (it implements FunctionContext).
import type { Location } from '../../diagnostics/source.js';
import type { PBinaryString, PSensitive, PTimestamp, PType, Value } from '../values/index.js';

/**
 * `break()` in a lambda, Puppet's StopIteration: the iteration functions that stop there (map, each,
 * filter, reduce, slice, reverse_each, step, tree_each; iteration.ts `untilBreak`) end with what they
 * have; through any other call it unwinds to the compilation, which refuses it. `at` is the call.
 */
export class StopIteration {
  constructor(readonly at: Location) {}
}

/** A lambda (`|$x| { ... }`) as a function receives it. */
export interface Lambda {
  /** Number of parameters it declares (iteration functions pass one or two arguments by it). */
  readonly parameterCount: number;
  /** Its parameters' names, without `$` (some of Puppet's messages list them). */
  readonly parameterNames: readonly string[];
  /** Whether its last parameter captures the rest (`*$rest`). */
  readonly capturesRest: boolean;
  call(args: readonly Value[]): Value;
}

export type LogLevel = 'debug' | 'info' | 'notice' | 'warning' | 'err' | 'alert' | 'emerg' | 'crit';

/** How a class is brought into the catalog: `include`, `contain` (containment edge), `require` (and a dependency). */
export type ClassInclusion = 'include' | 'contain' | 'require';

export interface LookupRequest {
  names: readonly string[];
  /** The name as given (a string or an array of them): the default lambda is called with it. */
  name?: Value;
  /** lookup()'s `override` option: values for names, taken before any Hiera data. */
  override?: ReadonlyMap<string, Value>;
  /** lookup()'s `default_values_hash` option: values for names nothing else found. */
  defaultValues?: ReadonlyMap<string, Value>;
  /** The value type: the found value must match it. */
  valueType?: Value;
  merge?: Value;
  /** Present when a default was given (even undef). */
  default?: { value: Value };
  /** Called with the (first) name when nothing is found; its result is returned. */
  defaultBlock?: Lambda;
}

/** A resource of the catalog as functions that inspect it see it (stdlib's defined_with_params, getparam). */
export interface ResourceView {
  readonly parameters: ReadonlyMap<string, Value>;
  /** Whether it is the resource whose body is calling (a define instance asking about itself). */
  readonly isCaller: boolean;
}

/** Where and how Ruby code (an ERB template, a module's function) changed a Puppet variable's array or hash in place. */
export interface TemplateChange {
  /** `template ssh/sshd_config.erb`, `inline_template` or the function's name. */
  template: string;
  /** The Ruby method (`Hash#delete`). */
  how: string;
  location: Location;
}

/** What a function may ask of the compilation (the evaluator implements it). */
export interface FunctionContext {
  /** Where the call is. */
  readonly location: Location;
  /** Brings classes into the catalog; names are strings or Class references. */
  includeClasses(names: readonly Value[], how: ClassInclusion): void;
  /** Realizes virtual resources given as references (or arrays of them). */
  realize(references: readonly Value[]): void;
  /** Adds tags to the resource of the calling scope (a class, define instance or node). */
  tag(tags: readonly string[]): void;
  /** Whether the calling scope's resource (or class) has every given tag. */
  tagged(tags: readonly string[]): boolean;
  /** `defined()`: a class, defined or resource type, declared resource, or `$variable`. */
  isDefined(what: Value): boolean;
  /** Hiera lookup (`lookup()`); throws when nothing is found and there is no default. */
  lookup(request: LookupRequest): Value;
  /**
   * Declares one resource (create_resources, ensure_resource): `title` as text, `titleValue` the
   * title itself when it is not a String (an Integer hash key stays an Integer title).
   */
  declareResource(type: string, title: string, parameters: ReadonlyMap<string, Value>, form: 'regular' | 'virtual' | 'exported', titleValue?: Value): void;
  /** Renders a template of the module path (`<module>/<file>.epp`) with parameters (Sensitive when a Sensitive value was rendered). */
  renderEpp(name: string, parameters: Value | undefined): string | PBinaryString | PSensitive;
  /** Renders EPP source text with parameters (Sensitive when a Sensitive value was rendered). */
  renderInlineEpp(text: string, parameters: Value | undefined): string | PBinaryString | PSensitive;
  /**
   * The type a type expression's text denotes (`Type.new('Integer[1, 2]')`, where a type alias's
   * name stays a TypeReference, as Puppet's does); with `aliases`, as a function's declared
   * signature resolves it (stdlib's `Stdlib::Fqdn`). Throws Puppet's error when the text is no type.
   */
  parseType(text: string, aliases?: boolean): PType;
  /** The directory of a module of the module path (absolute), or undefined when there is none by that name. */
  moduleDirectory(name: string): string | undefined;
  /** What is at `path`, or undefined when nothing is or it lies outside the roots the compilation may read. */
  fileKind(path: string): 'file' | 'directory' | undefined;
  /** A directory's entry names (empty when it is none, or outside the roots the compilation may read). */
  listDirectory(path: string): string[];
  /** Whether the path itself is a symbolic link. */
  isSymbolicLink(path: string): boolean;
  /** A text file's content, or undefined when it cannot be read (missing, outside the roots, not a file). */
  readTextFile(path: string): string | undefined;
  /** A file's bytes as they are, or undefined when it cannot be read. */
  readBinaryFile(path: string): Uint8Array | undefined;
  /** The compilation's "now" (`Timestamp()`): given to the compile, so a catalog can be reproduced. */
  now(): PTimestamp;
  /** A variable by name as the calling scope sees it (undefined when not set). */
  variable(name: string): Value | undefined;
  /** variable(), read as the manifest reads it: a value an ERB template changed in place is refused (OVC3145). */
  checkedVariable(name: string): Value | undefined;
  /** The calling scope's variables that are set, in Puppet's order (a template's `instance_variables`). */
  variableNames(): string[];
  /** Whether the module path has a 3.x API function of this name (what `scope.function_<name>` finds in Ruby). */
  hasLegacyFunction(name: string): boolean;
  /**
   * What `compute` makes of `text`, cached for the compilation and, with a cache directory, across
   * runs (plain JSON data only; `version` changes whenever `compute` does).
   */
  memo<T>(kind: string, version: string, text: string, compute: (text: string) => T): T;
  /** Sets a variable of the calling scope (a template's `scope.setvar`); false when it is already set. */
  setVariable(name: string, value: Value): boolean;
  /**
   * Ruby code (an ERB template, a module's function) changed `value` (an array or hash inside the
   * variable whose whole value is `root`) in place: Puppet hands Ruby its own objects, so the
   * manifest would see the change.
   */
  changedInPlace(value: object, root: object, change: TemplateChange): void;
  /**
   * Resources of the catalog of `type`: the one `title` finds (by title, name or alias, as
   * Puppet's catalog finds it), or every one of that type when `title` is undefined.
   */
  findResources(type: string, title: string | undefined): ResourceView[];
  /** The class or defined type whose body is calling (Puppet's `scope.source`). */
  callerDefinition(): { kind: 'class' | 'define' | 'other'; name: string };
  /** Puppet.deprecation_warning: a warning at the call, once per key in a compilation. */
  deprecation(key: string, message: string): void;
  /** Reports a log line at the call. */
  log(level: LogLevel, message: string): void;
  /**
   * Data a module's functions keep for the rest of the compilation under `key` (Fuel's network
   * scheme, which prepare_network_config saves and get_network_role_property reads), made by
   * `init` on first use. Puppet keeps such data in Ruby globals of its process; a compilation here
   * starts without it.
   */
  state<T>(key: string, init: () => T): T;
  /**
   * Puppet::Parser::Functions.autoloader.loadall: loads every 3.x function file of the module path;
   * fails with Puppet's error at the first one Puppet 7 cannot load.
   */
  loadAllLegacyFunctions(): void;
  /**
   * Whether the module path defines a function of this name (in Ruby or Puppet): which of a
   * module's releases it holds, where they differ (stdlib 8's `merge` and stdlib 9's wrapper of `stdlib::merge`).
   */
  shipsFunction(name: string): boolean;
  /** Whether the module path or the main manifest defines a function of this name (in Ruby, 4.x or 3.x, or in Puppet). */
  definesFunction(name: string): boolean;
  /** Calls another function through the dispatcher (functions call each other by name). */
  call(name: string, args: readonly Value[], lambda?: Lambda): Value;
  /**
   * Calls another function as a 4.x Ruby function without `scope_param` does (`call_function`):
   * in its closure scope, Puppet's global scope, so what the callee declares is contained in and
   * tagged by Class[main], not the caller's class (inifile::create_ini_settings' create_resources).
   */
  callFromGlobalScope(name: string, args: readonly Value[]): Value;
  /**
   * Calls a function a user named (`call()`), as Puppet's external_call_function: a name no
   * function has is its ArgumentError, not the evaluator's unknown-function error.
   */
  callNamed(name: string, args: readonly Value[], lambda?: Lambda): Value;
}
