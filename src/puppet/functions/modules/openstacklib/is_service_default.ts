// is_service_default(value) (openstacklib): whether the value is openstacklib's placeholder
// '<SERVICE DEFAULT>' (a parameter left to the service's own default).
import { ANY } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

export default defineModuleFunction('openstacklib', 'is_service_default', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    // openstacklib's message lacks the space between "arguments" and "given".
    if (args.length !== 1) throw new FunctionError(`is_service_default(): Wrong number of argumentsgiven (${args.length} for 1)`);
    return args[0] === '<SERVICE DEFAULT>';
  },
});
