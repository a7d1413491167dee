// archive::assemble_nexus_url(nexus_url, params) (puppet-archive): the URL of Nexus's Maven
// content service under nexus_url, with the params as its query: each `key=value`, the key as
// its Ruby text and the value CGI-escaped (a value that is not a String is Ruby's error).
import { PHash } from '../../../values/index.js';
import { cgiEscape } from '../../ruby-uri.js';
import { rubyObjectToS } from '../../ruby-values.js';
import { aliasTypedFunction } from './alias-typed.js';

export default aliasTypedFunction(
  'archive::assemble_nexus_url',
  [
    ['nexus_url', 'Stdlib::HTTPUrl'],
    ['params', 'Hash'],
  ],
  ([url, params]) => {
    const query = Array.from(params as PHash, ([k, v]) => `${rubyObjectToS(k)}=${cgiEscape(v)}`).join('&');
    return `${url as string}/service/local/artifact/maven/content?${query}`;
  },
);
