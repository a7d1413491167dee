// Every stdlib 9 function overcat runs natively (one file each; a namespaced function's file also
// holds its deprecated unnamespaced name). Each runs only where the module path defines it in Ruby,
// as Puppet finds it only then. The registry adds this list to the core functions.
import any2arrayFn from './any2array.js';
import assertPrivateFn from './assert_private.js';
import basenameFn from './basename.js';
import bool2numFn from './bool2num.js';
import bool2strFn from './bool2str.js';
import concatFn from './concat.js';
import deepMergeFn from './deep_merge.js';
import definedWithParamsFn from './defined_with_params.js';
import deleteFn from './delete.js';
import deleteUndefValuesFn from './delete_undef_values.js';
import deleteValuesFn from './delete_values.js';
import deprecationFn from './deprecation.js';
import differenceFn from './difference.js';
import dirnameFn from './dirname.js';
import encloseIpv6Fn from './enclose_ipv6.js';
import ensurePackagesFn, { ensurePackagesDeprecated } from './ensure_packages.js';
import ensureResourceFn from './ensure_resource.js';
import ensureResourcesFn from './ensure_resources.js';
import fqdnRotateFn, { fqdnRotateDeprecated } from './fqdn_rotate.js';
import getparamFn from './getparam.js';
import grepFn from './grep.js';
import hasInterfaceWithFn, { hasInterfaceWithDeprecated } from './has_interface_with.js';
import hasIpAddressFn from './has_ip_address.js';
import hasIpNetworkFn from './has_ip_network.js';
import intersectionFn from './intersection.js';
import ipInRangeFn from './ip_in_range.js';
import isAFn from './is_a.js';
import joinKeysToValuesFn from './join_keys_to_values.js';
import loadyamlFn from './loadyaml.js';
import memberFn from './member.js';
import mergeFn, { mergeDeprecated } from './merge.js';
import nestedValuesFn from './nested_values.js';
import num2boolFn from './num2bool.js';
import osVersionGteFn, { osVersionGteDeprecated } from './os_version_gte.js';
import parsejsonFn from './parsejson.js';
import parseyamlFn from './parseyaml.js';
import pickFn from './pick.js';
import pickDefaultFn from './pick_default.js';
import prefixFn from './prefix.js';
import rangeFn from './range.js';
import seededRandFn, { seededRandDeprecated } from './seeded_rand.js';
import shellEscapeFn, { shellEscapeDeprecated } from './shell_escape.js';
import shellJoinFn from './shell_join.js';
import squeezeFn from './squeeze.js';
import str2boolFn from './str2bool.js';
import suffixFn from './suffix.js';
import toJsonFn, { toJsonDeprecated } from './to_json.js';
import toJsonPrettyFn, { toJsonPrettyDeprecated } from './to_json_pretty.js';
import toPythonFn, { toPythonDeprecated } from './to_python.js';
import toRubyFn, { toRubyDeprecated } from './to_ruby.js';
import unionFn from './union.js';
import uriescapeFn from './uriescape.js';
import valuesAtFn from './values_at.js';
import zipFn from './zip.js';

export const STDLIB_FUNCTIONS = [
  any2arrayFn,
  assertPrivateFn,
  basenameFn,
  bool2numFn,
  bool2strFn,
  concatFn,
  deepMergeFn,
  definedWithParamsFn,
  deleteFn,
  deleteUndefValuesFn,
  deleteValuesFn,
  deprecationFn,
  differenceFn,
  dirnameFn,
  encloseIpv6Fn,
  ensurePackagesFn,
  ensurePackagesDeprecated,
  ensureResourceFn,
  ensureResourcesFn,
  fqdnRotateFn,
  fqdnRotateDeprecated,
  getparamFn,
  grepFn,
  hasInterfaceWithFn,
  hasInterfaceWithDeprecated,
  hasIpAddressFn,
  hasIpNetworkFn,
  intersectionFn,
  ipInRangeFn,
  isAFn,
  joinKeysToValuesFn,
  loadyamlFn,
  memberFn,
  mergeFn,
  mergeDeprecated,
  nestedValuesFn,
  num2boolFn,
  osVersionGteFn,
  osVersionGteDeprecated,
  parsejsonFn,
  parseyamlFn,
  pickFn,
  pickDefaultFn,
  prefixFn,
  rangeFn,
  seededRandFn,
  seededRandDeprecated,
  shellEscapeFn,
  shellEscapeDeprecated,
  shellJoinFn,
  squeezeFn,
  str2boolFn,
  suffixFn,
  toJsonFn,
  toJsonDeprecated,
  toJsonPrettyFn,
  toJsonPrettyDeprecated,
  toPythonFn,
  toPythonDeprecated,
  toRubyFn,
  toRubyDeprecated,
  unionFn,
  uriescapeFn,
  valuesAtFn,
  zipFn,
];
