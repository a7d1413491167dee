// validate_available_themes(themes) (puppet-horizon): fails unless every theme of the array has
// exactly the keys 'name', 'label' and 'path' (some missing and none foreign, or foreign ones, are
// two messages). Returns the themes (Ruby's each returns its receiver).
import { ANY, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { noMethodError } from '../../ruby-values.js';

const REQUIRED: readonly Value[] = ['name', 'label', 'path'];

export default defineModuleFunction('horizon', 'validate_available_themes', {
  params: [ANY],
  names: ['themes'],
  call(_ctx, [themes]) {
    // Ruby's Hash#each gives a one-parameter block [key, value] pairs: arrays, without `keys`.
    let items: Value[];
    if (Array.isArray(themes)) items = themes;
    else if (themes instanceof PHash) items = Array.from(themes, ([k, v]) => [k, v]);
    else throw noMethodError('each', themes!);
    for (const theme of items) {
      if (!(theme instanceof PHash)) throw noMethodError('keys', theme);
      const keys = theme.keys();
      const isSubset = keys.every((k) => REQUIRED.includes(k));
      if (isSubset && keys.length === REQUIRED.length) continue;
      throw new FunctionError(isSubset ? 'Some of the required keys (name, label and path) are missing' : 'Unsupported keys are detected');
    }
    return themes!;
  },
});
