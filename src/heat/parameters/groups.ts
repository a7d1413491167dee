// The parameter_groups checks of Heat's ParameterGroups.validate (reference/heat.md §10).
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { isHash, truthy } from '../../data/value.js';
import { dataKeys } from '../../data/key-order.js';
import type { PathSegment } from '../../yaml/load.js';
import { parameterSection, templateLocation, type HotTemplate } from '../template/template.js';
import { joinItemError, pyKey, pyStr, pyTypeName } from './python.js';

/**
 * Names a group may list: the template's parameters and the pseudo parameters Heat builds without
 * a stack (OS::stack_id, OS::project_id; not OS::stack_name, which needs a name).
 */
const GROUPABLE_PSEUDO = ['OS::stack_id', 'OS::project_id'];

export function checkParameterGroups(template: HotTemplate, bag: DiagnosticBag): void {
  // Heat first logs the stack's parameter names joined (OS::stack_id and OS::stack_name, then the
  // template's): a name YAML read as a number or boolean fails there, groups or not.
  const section = parameterSection(template);
  const declared = dataKeys(section);
  const odd = declared.findIndex((k) => pyKey(section, k).type !== 'str');
  if (odd >= 0) {
    const heatMessage = joinItemError(2 + odd, pyKey(section, declared[odd]!)).message;
    bag.report('OVC7201', { path: 'parameters', message: heatMessage }, { location: templateLocation(template, ['parameters', declared[odd]!]), data: { heatClass: 'TypeError', heatMessage } });
    return;
  }
  const groups = template.data.parameter_groups;
  if (!truthy(groups)) return;
  // Heat raises StackValidationFailed, except where its own code trips over a non-mapping group.
  // (Python's own AttributeError carries none of the "Parameter Groups error: path:" lead.)
  const report = (path: string, message: string, at: PathSegment[], heatClass = 'StackValidationFailed') =>
    bag.report('OVC7201', { path, message }, { location: templateLocation(template, at), data: heatClass === 'StackValidationFailed' ? { heatClass } : { heatClass, heatMessage: message } });
  if (!Array.isArray(groups)) {
    report('parameter_groups', 'The parameter_groups should be a list.', ['parameter_groups']);
    return;
  }
  const names = new Set([...GROUPABLE_PSEUDO, ...Object.keys(parameterSection(template))]);
  const grouped = new Set<unknown>();
  groups.forEach((group: unknown, i) => {
    const at: PathSegment[] = ['parameter_groups', i];
    if (!isHash(group)) {
      report('parameter_groups', `'${pyTypeName(group)}' object has no attribute 'get'`, at, 'AttributeError');
      return;
    }
    const path = `parameter_groups.${pyStr(group.label ?? '')}`;
    const members = group.parameters;
    if (members === undefined || members === null) {
      report(path, 'The parameters must be provided for each parameter group.', at);
      return;
    }
    if (!Array.isArray(members)) {
      report(path, 'The parameters of parameter group should be a list.', [...at, 'parameters']);
      return;
    }
    members.forEach((name: unknown, j) => {
      const where = [...at, 'parameters', j];
      if (grouped.has(name)) {
        report(path, `The ${pyStr(name)} parameter must be assigned to one parameter group only.`, where);
        return;
      }
      grouped.add(name);
      if (typeof name !== 'string' || !names.has(name)) report(path, `The grouped parameter ${pyStr(name)} does not reference a valid parameter.`, where);
    });
  });
}
