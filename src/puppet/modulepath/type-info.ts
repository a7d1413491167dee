// What overcat knows about one resource type: its kind, parameters (with types where known) and namevars.
import type { Location } from '../../diagnostics/source.js';
import type { Parameter } from '../parser/ast.js';

export interface ParameterInfo {
  name: string;
  /** Properties are managed state; parameters steer how (Puppet's distinction). */
  kind: 'property' | 'parameter';
  /** The Puppet type expression, e.g. `Enum['present', 'absent']`, when the metadata gives one. */
  type?: string;
  namevar?: boolean;
  /** For defined types and classes: the parameter has a default (is optional). */
  hasDefault?: boolean;
}

/**
 * One of a type's title patterns: a title it matches gives, group by group, the values of these
 * attributes (Puppet::Resource#parse_title). `pattern` is the Ruby regexp as a `/.../` literal's body.
 */
export interface TitlePattern {
  pattern: string;
  attributes: string[];
}

export interface ResourceTypeInfo {
  /** Lower-case name with `::` segments (`nova_config`, `apache::vhost`). */
  name: string;
  /**
   * core: built into Puppet; resource_type: from `puppet generate types` metadata; ruby_type: a
   * module's lib/puppet/type/*.rb without metadata (parameters unknown); define: a defined type.
   */
  kind: 'core' | 'define' | 'resource_type' | 'ruby_type';
  /** Undefined when the parameters cannot be known (ruby_type). */
  parameters?: ParameterInfo[];
  namevars: string[];
  /**
   * Core and metadata types: their title patterns, tried in order (Puppet fails a title none
   * matches). Undefined where the title is simply the `name` (defines, types without namevars).
   */
  titlePatterns?: TitlePattern[];
  /**
   * False for types whose names are not isomorphic with what they manage (exec, tidy, a metadata
   * type generated with `isomorphic => false`): Puppet's catalog gives them no uniqueness-key alias.
   */
  isomorphic?: false;
  location?: Location;
}

/** A class, defined type or function parameter as the registry describes it. */
export function parameterInfo(p: Parameter): ParameterInfo {
  const info: ParameterInfo = { name: p.name, kind: 'parameter' };
  if (p.type) info.type = p.type.text;
  if (p.default) info.hasDefault = true;
  return info;
}
