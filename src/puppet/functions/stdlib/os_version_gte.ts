// stdlib's stdlib::os_version_gte(os, version) and its unnamespaced name: whether the node runs
// that OS at that major release or later (versioncmp). stdlib 9 reads the structured facts
// os.name and os.release.major; stdlib 8's os_version_gte the legacy operatingsystem and
// operatingsystemmajrelease.
import { IntegerType, StringType, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import type { Signature } from '../function.js';
import { fact } from './facts.js';
import { stdlib4x, unnamespacedName } from './stdlib-function.js';

const TEXT = new StringType(new IntegerType(1, Infinity));

function signature(name: readonly string[], major: readonly string[]): Signature {
  return {
    params: [TEXT, TEXT],
    names: ['os', 'version'],
    call(ctx: FunctionContext, args: Value[]) {
      if (fact(ctx, ...name) !== args[0]) return false;
      return (ctx.call('versioncmp', [fact(ctx, ...major), args[1]!]) as number) >= 0;
    },
  };
}

const namespaced = stdlib4x('stdlib::os_version_gte', signature(['os', 'name'], ['os', 'release', 'major']));
export default namespaced;

export const osVersionGteUnnamespaced = unnamespacedName(namespaced, [signature(['operatingsystem'], ['operatingsystemmajrelease'])]);
