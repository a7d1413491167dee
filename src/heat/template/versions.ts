// The HOT versions Heat 19 knows (its [heat.templates] entry points), their release-name aliases,
// and what each version allows: top-level sections, parameter keys and constraints (the
// functions of each version: function-table.ts).

/** A HOT version by its date, the canonical form release names resolve to. */
export type HotVersion =
  | '2013-05-23'
  | '2014-10-16'
  | '2015-04-30'
  | '2015-10-15'
  | '2016-04-08'
  | '2016-10-14'
  | '2017-02-24'
  | '2017-09-01'
  | '2018-03-02'
  | '2018-08-31'
  | '2021-04-16';

/** Accepted `heat_template_version` values and the version each one means. */
export const HOT_VERSIONS: ReadonlyMap<string, HotVersion> = new Map<string, HotVersion>([
  ['2013-05-23', '2013-05-23'],
  ['2014-10-16', '2014-10-16'],
  ['2015-04-30', '2015-04-30'],
  ['2015-10-15', '2015-10-15'],
  ['2016-04-08', '2016-04-08'],
  ['2016-10-14', '2016-10-14'],
  ['2017-02-24', '2017-02-24'],
  ['2017-09-01', '2017-09-01'],
  ['2018-03-02', '2018-03-02'],
  ['2018-08-31', '2018-08-31'],
  ['2021-04-16', '2021-04-16'],
  ['newton', '2016-10-14'],
  ['ocata', '2017-02-24'],
  ['pike', '2017-09-01'],
  ['queens', '2018-03-02'],
  ['rocky', '2018-08-31'],
  ['wallaby', '2021-04-16'],
]);

/** The newest version Heat 19 (Zed) knows. */
export const LATEST_HOT_VERSION: HotVersion = '2021-04-16';

/** The CFN version keys Heat also accepts (overcat reads HOT only). */
export const CFN_VERSION_KEYS: ReadonlyMap<string, readonly string[]> = new Map([
  ['AWSTemplateFormatVersion', ['2010-09-09']],
  ['HeatTemplateFormatVersion', ['2012-12-12']],
]);

/** `a` is the same version as `b` or newer (dates compare as text). */
export function atLeast(a: HotVersion, b: HotVersion): boolean {
  return a >= b;
}

const BASE_SECTIONS = ['heat_template_version', 'description', 'parameter_groups', 'parameters', 'resources', 'outputs', '__undefined__'];

/**
 * Top-level keys a template of `version` may have. `__undefined__` is HOT's stand-in for CFN's
 * Mappings section, which Heat lets through as a section name.
 */
export function hotSections(version: HotVersion): readonly string[] {
  return atLeast(version, '2016-10-14') ? [...BASE_SECTIONS, 'conditions'] : BASE_SECTIONS;
}

/** Keys of one parameter's schema (HOTParamSchema.KEYS; `tags` from queens). */
export function parameterKeys(version: HotVersion): readonly string[] {
  const keys = ['type', 'description', 'default', 'schema', 'constraints', 'hidden', 'label', 'immutable'];
  return atLeast(version, '2018-03-02') ? [...keys, 'tags'] : keys;
}

/** Whether the `modulo` constraint exists (HOTParamSchema20170224). */
export function hasModulo(version: HotVersion): boolean {
  return atLeast(version, '2017-02-24');
}
