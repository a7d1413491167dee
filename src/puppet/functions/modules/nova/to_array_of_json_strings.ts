// to_array_of_json_strings(array_of_hashes) (nova): each Hash as its compact JSON text (Ruby's
// to_json), for nova options that take a list of JSON objects (PCI passthrough whitelists).
import { ANY, PHash, jsonText, toPlainData, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyToS } from '../../ruby-values.js';

export default defineModuleFunction('nova', 'to_array_of_json_strings', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    if (args.length !== 1) throw new FunctionError('to_array_of_json_strings(): Wrong number of arguments');
    const list = args[0]!;
    if (!Array.isArray(list) || !(list as readonly Value[]).every((e) => e instanceof PHash)) {
      throw new FunctionError(`Syntax error: ${rubyToS(list)} is not an Array or JSON encoded String`);
    }
    return (list as readonly PHash[]).map((h) => jsonText(toPlainData(h)));
  },
});
