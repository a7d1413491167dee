// postgresql_escape(args...) (postgresql): the deprecated name of postgresql::postgresql_escape,
// which it calls with its arguments (so argument errors name the namespaced function).
import { ANY } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';

export default defineModuleFunction('postgresql', 'postgresql_escape', {
  params: [],
  rest: ANY,
  names: ['args'],
  call: (ctx, args) => ctx.call('postgresql::postgresql_escape', args),
});
