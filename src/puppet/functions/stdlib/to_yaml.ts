// stdlib's stdlib::to_yaml(data, [options]) and its deprecated name to_yaml: Ruby's
// `data.to_yaml(options)`, the options' names as symbols.
import { ANY, HashType, PHash } from '../../values/index.js';
import { rubyToYaml } from './ruby-yaml.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::to_yaml', {
  params: [ANY, new HashType()],
  required: 1,
  names: ['data', 'options'],
  call: (_ctx, args) => rubyToYaml(args[0]!, args[1] instanceof PHash ? args[1] : undefined),
});

export default namespaced;

export const toYamlUnnamespaced = unnamespacedName(namespaced);
