// A loaded HOT template: its version, its top-level sections as data, and where each part was written.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Location } from '../../diagnostics/source.js';
import { isHash, type DataHash } from '../../data/value.js';
import type { PathSegment, YamlDocument } from '../../yaml/load.js';
import { pyRepr } from '../parameters/python.js';
import type { HotVersion } from './versions.js';

export interface HotTemplate {
  /** The parsed template with its spans (a JSON template that YAML cannot read has none). */
  readonly document: YamlDocument;
  /** The template mapping itself (`document.value`, or `{}` for an empty file). */
  readonly data: DataHash;
  /** The version the `heat_template_version` value means (release names resolved). */
  readonly version: HotVersion;
  /** The `heat_template_version` value as written. */
  readonly versionText: string;
}

/** A top-level section's value; a missing or null section reads as `{}` as Heat reads it. */
export function templateSection(template: HotTemplate, name: string): unknown {
  const v = template.data[name];
  return v === null || v === undefined ? {} : v;
}

/** The `parameters` section, or `{}` (Heat: `self.t.get('parameters') or {}`). */
export function parameterSection(template: HotTemplate): DataHash {
  const v = template.data.parameters;
  return isHash(v) ? v : {};
}

/** Where a path inside the template was written. */
export function templateLocation(template: HotTemplate, path: readonly PathSegment[], key = false): Location {
  return key ? template.document.locateKey(path) : template.document.locate(path);
}

/**
 * Stack.validate's last template check: a name may not be both a parameter and a resource
 * (StackValidationFailed "Duplicate names {'r'}", the names as a Python set prints them).
 */
export function checkDuplicateNames(template: HotTemplate, bag: DiagnosticBag): void {
  const resources = template.data.resources;
  if (!isHash(resources)) return;
  // Heat's set(self.parameters) holds the pseudo parameters too (OS::stack_name for a named stack).
  const names = ['OS::stack_id', 'OS::project_id', 'OS::stack_name', ...Object.keys(parameterSection(template))];
  const both = names.filter((name) => Object.hasOwn(resources, name));
  if (both.length === 0) return;
  bag.report('OVC7007', { names: `{${both.map((n) => pyRepr(n)).join(', ')}}` }, { location: templateLocation(template, ['resources', both[0]!], true), data: { heatClass: 'StackValidationFailed' } });
}
