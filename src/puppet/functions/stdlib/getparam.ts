// stdlib's getparam(reference, name): a declared resource's parameter, or '' when the resource or
// the parameter is not there (a define's parameter only once it is set on the instance).
import { ClassType, ResourceType, referenceFromText } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('getparam', (ctx, args) => {
  const [reference, name] = args;
  if (reference === undefined || reference === false) throw new FunctionError('Must specify a reference');
  if (typeof name !== 'string') throw new FunctionError('Must specify name of a parameter');
  if (name === '') return '';
  let type: string | undefined;
  let title: string | undefined;
  if (reference instanceof ResourceType) [type, title] = [reference.typeName, reference.title];
  // A 3.x function is given `Class[x]` as the Puppet::Resource Class[X].
  else if (reference instanceof ClassType && reference.className !== undefined) [type, title] = ['Class', reference.className];
  else if (typeof reference === 'string') ({ type, title } = referenceFromText(reference) ?? {});
  if (type === undefined || title === undefined) return '';
  const value = ctx.findResources(type, title)[0]?.parameters.get(name);
  return value === undefined || value === null ? '' : value;
});
