// stdlib's assert_private([message]): fails unless the calling class or define was declared from
// its own module ($module_name equal to $caller_module_name).
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('assert_private', (ctx, args) => {
  // The stray brace is stdlib's own.
  if (args.length > 1) throw new FunctionError(`assert_private(): Wrong number of arguments given (${args.length}}) for 0 or 1)`);
  if ((ctx.variable('module_name') ?? null) === (ctx.variable('caller_module_name') ?? null)) return null;
  if (typeof args[0] === 'string') throw new FunctionError(args[0]);
  const def = ctx.callerDefinition();
  throw new FunctionError(`${def.kind === 'class' ? 'Class' : 'Definition'} ${def.name} is private`);
});
