// encode_url_queries_for_python(hash) (nova): `?k=v&...` form-encoded (Ruby's
// URI.encode_www_form) with every `%` doubled, as Python's configparser interpolation needs it;
// '' for an empty hash.
import { ANY, PHash } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyClass } from '../../ruby-class.js';
import { encodeWwwForm } from '../../ruby-uri.js';

export default defineModuleFunction('nova', 'encode_url_queries_for_python', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    if (args.length !== 1) throw new FunctionError('encode_url_queries_for_python(): Wrong number of arguments');
    const queries = args[0]!;
    if (!(queries instanceof PHash)) throw new FunctionError(`encode_url_queries_for_python(): Requires a Hash, got ${rubyClass(queries)}`);
    return queries.size === 0 ? '' : `?${encodeWwwForm(queries).replace(/%/g, '%%')}`;
  },
});
