// Reads a HOT template the way Heat's template_format.parse and Template.validate do: JSON first,
// then YAML 1.1; the version key and value; the top-level sections the version allows.
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { SourceFile } from '../../diagnostics/source.js';
import { isHash, nestsDeeperThan, type DataHash } from '../../data/value.js';
import { DEFAULT_YAML_LIMITS, loadYaml, YamlDocument } from '../../yaml/load.js';
import type { HotTemplate } from './template.js';
import { CFN_VERSION_KEYS, HOT_VERSIONS, hotSections } from './versions.js';

/** Heat's max_template_size default. */
export const MAX_TEMPLATE_SIZE = 524288;

const VERSION_KEY = 'heat_template_version';

// The exception classes Heat raises for these (heat-api turns template parse errors into HTTPBadRequest).
const BAD_REQUEST = { heatClass: 'HTTPBadRequest' };
const BAD_VERSION = { heatClass: 'InvalidTemplateVersion' };

/** Parses the text: JSON when it is JSON (as Heat tries first), else YAML 1.1. */
function parseText(source: SourceFile, bag: DiagnosticBag): YamlDocument | undefined {
  const asYaml = () => {
    const before = bag.items.length;
    const document = loadYaml(source, bag, { python: true, locate: 'rarely' });
    if (!document) for (const d of bag.items.slice(before)) if (d.severity === 'error') d.data ??= BAD_REQUEST;
    return document;
  };
  let json: unknown;
  try {
    json = JSON.parse(source.text);
  } catch {
    return asYaml();
  }
  // Deeper than the YAML reader allows: read as YAML, which reports the limit (OVC1002), before
  // any recursive walk (clone, equality, rendering) meets the value.
  if (nestsDeeperThan(json, DEFAULT_YAML_LIMITS.maxDepth)) return asYaml();
  // The YAML reading only supplies spans: JSON numbers such as 1e3 differ in YAML 1.1.
  const spans = loadYaml(source, new DiagnosticBag());
  return spans ? spans.withValue(json) : new YamlDocument(source, json, undefined, false);
}

/**
 * Loads and checks a template's text: undefined (with diagnostics) when it cannot be read as a
 * HOT template at all; a template with an invalid section is returned, the section reported.
 */
export function loadHotTemplate(source: SourceFile, bag: DiagnosticBag): HotTemplate | undefined {
  if (source.text.length > MAX_TEMPLATE_SIZE) {
    bag.report('OVC7006', { size: source.text.length, limit: MAX_TEMPLATE_SIZE }, { location: { source, start: 0, end: 0 } });
    return undefined;
  }
  const document = parseText(source, bag);
  return document && checkTemplate(document, bag);
}

/**
 * A template as a request carries it: text (read as `path` in messages), or already parsed, which
 * Heat takes as it is (no spans then).
 */
export function readHotTemplate(template: string | DataHash, bag: DiagnosticBag, path = '<template>'): HotTemplate | undefined {
  if (typeof template === 'string') return loadHotTemplate(new SourceFile(path, template), bag);
  return checkTemplate(new YamlDocument(new SourceFile(path, ''), template, undefined, false), bag);
}

/** The version key and value, and the sections the version allows. */
function checkTemplate(document: YamlDocument, bag: DiagnosticBag): HotTemplate | undefined {
  const whole = { source: document.source, start: 0, end: 0 };
  const data = document.value === null ? {} : document.value;
  if (!isHash(data)) {
    bag.report('OVC7001', {}, { location: document.locate([]), data: BAD_REQUEST });
    return undefined;
  }
  const versionKeys = [VERSION_KEY, ...CFN_VERSION_KEYS.keys()];
  if (!versionKeys.some((k) => Object.hasOwn(data, k))) {
    bag.report('OVC7002', {}, { location: whole, data: BAD_REQUEST });
    return undefined;
  }
  // Heat's get_version considers only version keys whose value is a string.
  const present = versionKeys.filter((k) => typeof data[k] === 'string');
  if (present.length > 1) {
    bag.report('OVC7003', { explanation: `Ambiguous versions (${present.join(', ')})` }, { location: document.locateKey([present[1]!]), data: BAD_VERSION });
    return undefined;
  }
  if (present.length === 0) {
    const key = versionKeys.find((k) => Object.hasOwn(data, k))!;
    bag.report('OVC7003', { explanation: 'Template version was not provided' }, { location: document.locate([key]), data: BAD_VERSION });
    return undefined;
  }
  const key = present[0]!;
  const text = data[key] as string;
  if (key !== VERSION_KEY) {
    bag.report('OVC7005', { key }, { location: document.locateKey([key]) });
    return undefined;
  }
  const version = HOT_VERSIONS.get(text);
  if (!version) {
    const available = [...HOT_VERSIONS.keys()].sort().join(', ');
    bag.report('OVC7003', { explanation: `"${key}: ${text}". "${key}" should be one of: ${available}` }, { location: document.locate([key]), data: BAD_VERSION });
    return undefined;
  }
  // An unknown section is Heat's error too, but the rest of the template is still worth checking.
  const allowed = hotSections(version);
  for (const section of Object.keys(data)) {
    if (allowed.includes(section)) continue;
    bag.report('OVC7004', { section }, { location: document.locateKey([section]), hint: section === 'conditions' ? 'The conditions section exists from heat_template_version 2016-10-14 (newton).' : undefined, data: { heatClass: 'StackValidationFailed' } });
  }
  return { document, data, version, versionText: text };
}
