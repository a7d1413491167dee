// puppet-archive's Ruby functions, native; each runs only when the module path ships its Ruby file.
// Its functions that fetch from an Artifactory or GoCD server (artifactory_checksum,
// artifactory_latest_url, go_md5) stay Ruby-only (OVC3109): a compilation makes no requests.
import assemble_nexus_url from './assemble_nexus_url.js';
import parse_artifactory_url from './parse_artifactory_url.js';

export const ARCHIVE_FUNCTIONS = [assemble_nexus_url, parse_artifactory_url];
