// stdlib's stdlib::str2resource('Type[title]'): the reference of that resource, which must already
// be declared (parse order matters).
import { ResourceType, STRING, referenceFromText } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stdlib4x } from './stdlib-function.js';

export default stdlib4x('stdlib::str2resource', {
  params: [STRING],
  names: ['res_string'],
  call(ctx, args) {
    const text = args[0] as string;
    const written = referenceFromText(text);
    if (!written) throw new FunctionError(`No title provided and "${text}" is not a valid resource reference`);
    const { type, title } = written;
    if (ctx.findResources(type, title).length === 0) {
      throw new FunctionError(`stdlib::str2resource(): could not find ${type}[${title}], this is parse order dependent and values should not be quoted`);
    }
    return new ResourceType(type.toLowerCase(), title);
  },
});
