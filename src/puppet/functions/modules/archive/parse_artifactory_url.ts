// archive::parse_artifactory_url(url) (puppet-archive): the parts of an Artifactory URL laid out as
// Maven 2's default repository layout (base_url, repository, org_path, module, base_rev,
// folder_iteg_rev, file_iteg_rev, classifier, ext; undef for a part that is absent), or undef
// when the URL is not laid out so.
import { PHash, PRegexp } from '../../../values/index.js';
import { aliasTypedFunction } from './alias-typed.js';

// The module's extended (`x`) Ruby regexp without its spaces, run with Ruby's semantics;
// unanchored, as String#match searches.
const LAYOUT = PRegexp.of(
  [
    '(?<base_url>.*/artifactory)',
    '/(?<repository>[^/]+)',
    '/(?<org_path>.+?)',
    '/(?<module>[^/]+)',
    '/(?<base_rev>[^/]+?)(?:-(?<folder_iteg_rev>SNAPSHOT))?',
    '/\\k<module>-\\k<base_rev>',
    '(?:-(?<file_iteg_rev>SNAPSHOT|(?:(?:[0-9]{8}.[0-9]{6})-(?:[0-9]+))))?',
    '(?:-(?<classifier>[^/]+?))?',
    '\\.(?<ext>(?:(?!\\d))[^\\-/]+|7z)',
  ].join(''),
);
/** The regexp's group names, in order: the hash's keys. */
const PARTS = ['base_url', 'repository', 'org_path', 'module', 'base_rev', 'folder_iteg_rev', 'file_iteg_rev', 'classifier', 'ext'];

export default aliasTypedFunction('archive::parse_artifactory_url', [['url', 'Variant[Stdlib::HTTPUrl, Stdlib::HTTPSUrl]']], ([url]) => {
  const captures = LAYOUT.match(url as string);
  if (!captures) return null;
  return PHash.from(PARTS.map((part, i) => [part, captures[i + 1]!]));
});
