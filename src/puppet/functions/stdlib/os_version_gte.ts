// stdlib's stdlib::os_version_gte(os, version) and its deprecated name: whether the node runs that
// OS (facts os.name) at that major release or later (versioncmp).
import { IntegerType, StringType } from '../../values/index.js';
import { fact } from './facts.js';
import { deprecatedName, stdlib4x } from './stdlib-function.js';

const TEXT = new StringType(new IntegerType(1, Infinity));

export default stdlib4x('stdlib::os_version_gte', {
  params: [TEXT, TEXT],
  names: ['os', 'version'],
  call(ctx, args) {
    if (fact(ctx, 'os', 'name') !== args[0]) return false;
    return (ctx.call('versioncmp', [fact(ctx, 'os', 'release', 'major'), args[1]!]) as number) >= 0;
  },
});

export const osVersionGteDeprecated = deprecatedName('os_version_gte');
