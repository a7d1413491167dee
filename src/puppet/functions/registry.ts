// Every function overcat implements natively, one file each; the dispatcher is built from this list.
// To add a function: write its file (see dispatcher.ts) and add it here.
import type { Value } from '../values/index.js';
import { FunctionDispatcher } from './dispatcher.js';
import { pinnedFunction } from './pinned-result.js';
import absFn from './abs.js';
import alertFn from './alert.js';
import allFn from './all.js';
import annotateFn from './annotate.js';
import anyFn from './any.js';
import assert_typeFn from './assert_type.js';
import binary_fileFn from './binary_file.js';
import callFn from './call.js';
import camelcaseFn from './camelcase.js';
import capitalizeFn from './capitalize.js';
import ceilingFn from './ceiling.js';
import chompFn from './chomp.js';
import chopFn from './chop.js';
import compareFn from './compare.js';
import containFn from './contain.js';
import convert_toFn from './convert_to.js';
import create_resourcesFn from './create_resources.js';
import critFn from './crit.js';
import debugFn from './debug.js';
import definedFn from './defined.js';
import digFn from './dig.js';
import digestFn from './digest.js';
import downcaseFn from './downcase.js';
import eachFn from './each.js';
import emergFn from './emerg.js';
import emptyFn from './empty.js';
import eppFn from './epp.js';
import errFn from './err.js';
import failFn from './fail.js';
import fileFn from './file.js';
import filterFn from './filter.js';
import find_fileFn from './find_file.js';
import find_templateFn from './find_template.js';
import flattenFn from './flatten.js';
import floorFn from './floor.js';
import fqdn_randFn from './fqdn_rand.js';
import getFn from './get.js';
import getvarFn from './getvar.js';
import group_byFn from './group_by.js';
import hieraFn from './hiera.js';
import hiera_arrayFn from './hiera_array.js';
import hiera_hashFn from './hiera_hash.js';
import hiera_includeFn from './hiera_include.js';
import includeFn from './include.js';
import indexFn from './index.js';
import infoFn from './info.js';
import inline_eppFn from './inline_epp.js';
import inline_templateFn from './inline_template.js';
import joinFn from './join.js';
import keysFn from './keys.js';
import lengthFn from './length.js';
import lestFn from './lest.js';
import lookupFn from './lookup.js';
import lstripFn from './lstrip.js';
import mapFn from './map.js';
import matchFn from './match.js';
import maxFn from './max.js';
import md5Fn from './md5.js';
import minFn from './min.js';
import module_directoryFn from './module_directory.js';
import newFn from './new.js';
import noticeFn from './notice.js';
import partitionFn from './partition.js';
import realizeFn from './realize.js';
import reduceFn from './reduce.js';
import regsubstFn from './regsubst.js';
import requireFn from './require.js';
import reverse_eachFn from './reverse_each.js';
import roundFn from './round.js';
import rstripFn from './rstrip.js';
import scanfFn from './scanf.js';
import sha1Fn from './sha1.js';
import sha256Fn from './sha256.js';
import shellquoteFn from './shellquote.js';
import sizeFn from './size.js';
import sliceFn from './slice.js';
import sortFn from './sort.js';
import splitFn from './split.js';
import sprintfFn from './sprintf.js';
import stepFn from './step.js';
import strftimeFn from './strftime.js';
import stripFn from './strip.js';
import tagFn from './tag.js';
import taggedFn from './tagged.js';
import templateFn from './template.js';
import thenFn from './then.js';
import tree_eachFn from './tree_each.js';
import typeFn from './type.js';
import uniqueFn from './unique.js';
import unwrapFn from './unwrap.js';
import upcaseFn from './upcase.js';
import valuesFn from './values.js';
import versioncmpFn from './versioncmp.js';
import warningFn from './warning.js';
import withFn from './with.js';
import { STDLIB_FUNCTIONS } from './stdlib/index.js';
import { STDLIB_LEGACY_FUNCTIONS } from './stdlib-legacy/index.js';
import { OPENSTACKLIB_FUNCTIONS } from './modules/openstacklib/index.js';
import { NOVA_FUNCTIONS } from './modules/nova/index.js';
import { APACHE_FUNCTIONS } from './modules/apache/index.js';
import { DOCKER_FUNCTIONS } from './modules/docker/index.js';
import { HAPROXY_FUNCTIONS } from './modules/haproxy/index.js';
import { MEMCACHED_FUNCTIONS } from './modules/memcached/index.js';
import { SSH_FUNCTIONS } from './modules/ssh/index.js';
import { SUDO_FUNCTIONS } from './modules/sudo/index.js';
import { PHP_FUNCTIONS } from './modules/php/index.js';
import { SNMP_FUNCTIONS } from './modules/snmp/index.js';
import { MONGODB_FUNCTIONS } from './modules/mongodb/index.js';
import { GRAFANA_FUNCTIONS } from './modules/grafana/index.js';
import { LETSENCRYPT_FUNCTIONS } from './modules/letsencrypt/index.js';
import { INIFILE_FUNCTIONS } from './modules/inifile/index.js';
import { ELASTICSEARCH_FUNCTIONS } from './modules/elasticsearch/index.js';
import { COLLECTD_FUNCTIONS } from './modules/collectd/index.js';
import { ACCOUNTS_FUNCTIONS } from './modules/accounts/index.js';
import { NEUTRON_FUNCTIONS } from './modules/neutron/index.js';
import { IRONIC_FUNCTIONS } from './modules/ironic/index.js';
import { VSWITCH_FUNCTIONS } from './modules/vswitch/index.js';
import { MYSQL_FUNCTIONS } from './modules/mysql/index.js';
import { POSTGRESQL_FUNCTIONS } from './modules/postgresql/index.js';
import { FUEL_FUNCTIONS } from './modules/fuel/index.js';
import { SWIFT_FUNCTIONS } from './modules/swift/index.js';
import { HORIZON_FUNCTIONS } from './modules/horizon/index.js';
import { ARCHIVE_FUNCTIONS } from './modules/archive/index.js';
import { OPENSTACK_EXTRAS_FUNCTIONS } from './modules/openstack_extras/index.js';

export const CORE_FUNCTIONS = [
  absFn,
  alertFn,
  allFn,
  annotateFn,
  anyFn,
  assert_typeFn,
  binary_fileFn,
  callFn,
  camelcaseFn,
  capitalizeFn,
  ceilingFn,
  chompFn,
  chopFn,
  compareFn,
  containFn,
  convert_toFn,
  create_resourcesFn,
  critFn,
  debugFn,
  definedFn,
  digFn,
  digestFn,
  downcaseFn,
  eachFn,
  emergFn,
  emptyFn,
  eppFn,
  errFn,
  failFn,
  fileFn,
  filterFn,
  find_fileFn,
  find_templateFn,
  flattenFn,
  floorFn,
  fqdn_randFn,
  getFn,
  getvarFn,
  group_byFn,
  hieraFn,
  hiera_arrayFn,
  hiera_hashFn,
  hiera_includeFn,
  includeFn,
  indexFn,
  infoFn,
  inline_eppFn,
  inline_templateFn,
  joinFn,
  keysFn,
  lengthFn,
  lestFn,
  lookupFn,
  lstripFn,
  mapFn,
  matchFn,
  maxFn,
  md5Fn,
  minFn,
  module_directoryFn,
  newFn,
  noticeFn,
  partitionFn,
  realizeFn,
  reduceFn,
  regsubstFn,
  requireFn,
  reverse_eachFn,
  roundFn,
  rstripFn,
  scanfFn,
  sha1Fn,
  sha256Fn,
  shellquoteFn,
  sizeFn,
  sliceFn,
  sortFn,
  splitFn,
  sprintfFn,
  stepFn,
  strftimeFn,
  stripFn,
  tagFn,
  taggedFn,
  templateFn,
  thenFn,
  tree_eachFn,
  typeFn,
  uniqueFn,
  unwrapFn,
  upcaseFn,
  valuesFn,
  versioncmpFn,
  warningFn,
  withFn,
  ...STDLIB_FUNCTIONS,
  ...STDLIB_LEGACY_FUNCTIONS,
  ...OPENSTACKLIB_FUNCTIONS,
  ...NOVA_FUNCTIONS,
  ...APACHE_FUNCTIONS,
  ...DOCKER_FUNCTIONS,
  ...HAPROXY_FUNCTIONS,
  ...MEMCACHED_FUNCTIONS,
  ...SSH_FUNCTIONS,
  ...SUDO_FUNCTIONS,
  ...PHP_FUNCTIONS,
  ...SNMP_FUNCTIONS,
  ...MONGODB_FUNCTIONS,
  ...GRAFANA_FUNCTIONS,
  ...LETSENCRYPT_FUNCTIONS,
  ...INIFILE_FUNCTIONS,
  ...ELASTICSEARCH_FUNCTIONS,
  ...COLLECTD_FUNCTIONS,
  ...ACCOUNTS_FUNCTIONS,
  ...NEUTRON_FUNCTIONS,
  ...IRONIC_FUNCTIONS,
  ...VSWITCH_FUNCTIONS,
  ...MYSQL_FUNCTIONS,
  ...POSTGRESQL_FUNCTIONS,
  ...FUEL_FUNCTIONS,
  ...SWIFT_FUNCTIONS,
  ...OPENSTACK_EXTRAS_FUNCTIONS,
  ...HORIZON_FUNCTIONS,
  ...ARCHIVE_FUNCTIONS,
];

/** A dispatcher holding every core function, and the pinned results (by name) replacing theirs. */
export function coreDispatcher(pinned: ReadonlyMap<string, Value> = new Map()): FunctionDispatcher {
  return new FunctionDispatcher([...CORE_FUNCTIONS, ...[...pinned].map(([name, value]) => pinnedFunction(name, value))]);
}
