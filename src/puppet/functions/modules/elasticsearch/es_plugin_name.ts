// es_plugin_name(name, fallbacks...) (voxpupuli elasticsearch): the directory a plugin installs
// into, from the first argument that is a non-empty String: the part after the first '/' (else
// after the first ':') without `elasticsearch-` / `es-`, else the name as given
// (`elastic/es-foo/1.0` → `foo`, `analysis-icu` → `analysis-icu`).
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubySplit } from '../../ruby-string.js';

export default legacyModuleFunction('elasticsearch', 'es_plugin_name', -1, (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('wrong number of arguments, at least one value required');
  const name = args.find((a): a is string => typeof a === 'string' && a !== '');
  if (name === undefined) throw new FunctionError('could not determine plugin name');
  for (const delimiter of ['/', ':']) {
    const part = rubySplit(name, delimiter)[1];
    if (part !== undefined) return part.replace(/elasticsearch-|es-/g, '');
  }
  return name;
});
