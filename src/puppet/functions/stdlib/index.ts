// Every stdlib 9 function overcat runs natively (one file each; a namespaced function's file also
// holds its deprecated unnamespaced name). Each runs only where the module path defines it in Ruby,
// as Puppet finds it only then. The registry adds this list to the core functions.
import any2arrayFn from './any2array.js';
import any2boolFn from './any2bool.js';
import assertPrivateFn from './assert_private.js';
import base64Fn from './base64.js';
import basenameFn from './basename.js';
import batchEscapeFn, { batchEscapeUnnamespaced } from './batch_escape.js';
import bool2numFn from './bool2num.js';
import bool2strFn from './bool2str.js';
import clampFn from './clamp.js';
import concatFn from './concat.js';
import convertBaseFn from './convert_base.js';
import countFn from './count.js';
import crc32Fn from './crc32.js';
import deepMergeFn from './deep_merge.js';
import definedWithParamsFn from './defined_with_params.js';
import deleteFn from './delete.js';
import deleteAtFn from './delete_at.js';
import deleteRegexFn from './delete_regex.js';
import deleteUndefValuesFn from './delete_undef_values.js';
import deleteValuesFn from './delete_values.js';
import deprecationFn from './deprecation.js';
import differenceFn from './difference.js';
import dirnameFn from './dirname.js';
import dos2unixFn from './dos2unix.js';
import encloseIpv6Fn from './enclose_ipv6.js';
import endWithFn from './end_with.js';
import ensurePackagesFn, { ensurePackagesUnnamespaced } from './ensure_packages.js';
import ensureResourceFn from './ensure_resource.js';
import ensureResourcesFn from './ensure_resources.js';
import extnameFn from './extname.js';
import factFn from './fact.js';
import fqdnRandStringFn, { fqdnRandStringUnnamespaced } from './fqdn_rand_string.js';
import fqdnRotateFn, { fqdnRotateUnnamespaced } from './fqdn_rotate.js';
import fqdnUuidFn from './fqdn_uuid.js';
import getModulePathFn from './get_module_path.js';
import getparamFn from './getparam.js';
import hasFunctionFn from './has_function.js';
import globFn from './glob.js';
import grepFn from './grep.js';
import hasInterfaceWithFn, { hasInterfaceWithUnnamespaced } from './has_interface_with.js';
import hasIpAddressFn from './has_ip_address.js';
import hasIpNetworkFn from './has_ip_network.js';
import intersectionFn from './intersection.js';
import ipInRangeFn from './ip_in_range.js';
import isAFn from './is_a.js';
import joinKeysToValuesFn from './join_keys_to_values.js';
import loadModuleMetadataFn from './load_module_metadata.js';
import loadjsonFn from './loadjson.js';
import loadyamlFn from './loadyaml.js';
import memberFn from './member.js';
import mergeFn, { mergeUnnamespaced } from './merge.js';
import nestedValuesFn from './nested_values.js';
import num2boolFn from './num2bool.js';
import osVersionGteFn, { osVersionGteUnnamespaced } from './os_version_gte.js';
import parsejsonFn from './parsejson.js';
import parsepsonFn from './parsepson.js';
import parseyamlFn from './parseyaml.js';
import pickFn from './pick.js';
import pickDefaultFn from './pick_default.js';
import powershellEscapeFn, { powershellEscapeUnnamespaced } from './powershell_escape.js';
import prefixFn from './prefix.js';
import pwHashFn from './pw_hash.js';
import rangeFn from './range.js';
import regexpescapeFn from './regexpescape.js';
import rejectFn from './reject.js';
import reverseFn from './reverse.js';
import seededRandFn, { seededRandUnnamespaced } from './seeded_rand.js';
import seededRandStringFn, { seededRandStringUnnamespaced } from './seeded_rand_string.js';
import sha256Fn from './sha256.js';
import shellEscapeFn, { shellEscapeUnnamespaced } from './shell_escape.js';
import shellJoinFn from './shell_join.js';
import shellSplitFn from './shell_split.js';
import sortByFn from './sort_by.js';
import squeezeFn from './squeeze.js';
import startWithFn from './start_with.js';
import str2boolFn from './str2bool.js';
import str2resourceFn from './str2resource.js';
import str2saltedpbkdf2Fn from './str2saltedpbkdf2.js';
import suffixFn from './suffix.js';
import swapcaseFn from './swapcase.js';
import toBytesFn from './to_bytes.js';
import toJsonFn, { toJsonUnnamespaced } from './to_json.js';
import toJsonPrettyFn, { toJsonPrettyUnnamespaced } from './to_json_pretty.js';
import toPythonFn, { toPythonUnnamespaced } from './to_python.js';
import toRubyFn, { toRubyUnnamespaced } from './to_ruby.js';
import toTomlFn, { toTomlUnnamespaced } from './to_toml.js';
import toYamlFn, { toYamlUnnamespaced } from './to_yaml.js';
import typeOfFn, { typeOfUnnamespaced } from './type_of.js';
import unionFn from './union.js';
import unix2dosFn from './unix2dos.js';
import uriescapeFn from './uriescape.js';
import validateDomainNameFn, { validateDomainNameUnnamespaced } from './validate_domain_name.js';
import validateEmailAddressFn, { validateEmailAddressUnnamespaced } from './validate_email_address.js';
import validateLegacyFn from './validate_legacy.js';
import validateX509RsaKeyPairFn from './validate_x509_rsa_key_pair.js';
import valuesAtFn from './values_at.js';
import xmlEncodeFn from './xml_encode.js';
import zipFn from './zip.js';

export const STDLIB_FUNCTIONS = [
  any2arrayFn,
  any2boolFn,
  assertPrivateFn,
  base64Fn,
  basenameFn,
  batchEscapeFn,
  batchEscapeUnnamespaced,
  bool2numFn,
  bool2strFn,
  clampFn,
  concatFn,
  convertBaseFn,
  countFn,
  crc32Fn,
  deepMergeFn,
  definedWithParamsFn,
  deleteFn,
  deleteAtFn,
  deleteRegexFn,
  deleteUndefValuesFn,
  deleteValuesFn,
  deprecationFn,
  differenceFn,
  dirnameFn,
  dos2unixFn,
  encloseIpv6Fn,
  endWithFn,
  ensurePackagesFn,
  ensurePackagesUnnamespaced,
  ensureResourceFn,
  ensureResourcesFn,
  extnameFn,
  factFn,
  fqdnRandStringFn,
  fqdnRandStringUnnamespaced,
  fqdnRotateFn,
  fqdnRotateUnnamespaced,
  fqdnUuidFn,
  getModulePathFn,
  getparamFn,
  globFn,
  grepFn,
  hasFunctionFn,
  hasInterfaceWithFn,
  hasInterfaceWithUnnamespaced,
  hasIpAddressFn,
  hasIpNetworkFn,
  intersectionFn,
  ipInRangeFn,
  isAFn,
  joinKeysToValuesFn,
  loadModuleMetadataFn,
  loadjsonFn,
  loadyamlFn,
  memberFn,
  mergeFn,
  mergeUnnamespaced,
  nestedValuesFn,
  num2boolFn,
  osVersionGteFn,
  osVersionGteUnnamespaced,
  parsejsonFn,
  parsepsonFn,
  parseyamlFn,
  pickFn,
  pickDefaultFn,
  powershellEscapeFn,
  powershellEscapeUnnamespaced,
  prefixFn,
  pwHashFn,
  rangeFn,
  regexpescapeFn,
  rejectFn,
  reverseFn,
  seededRandFn,
  seededRandUnnamespaced,
  seededRandStringFn,
  seededRandStringUnnamespaced,
  sha256Fn,
  shellEscapeFn,
  shellEscapeUnnamespaced,
  shellJoinFn,
  shellSplitFn,
  sortByFn,
  squeezeFn,
  startWithFn,
  str2boolFn,
  str2resourceFn,
  str2saltedpbkdf2Fn,
  suffixFn,
  swapcaseFn,
  toBytesFn,
  toJsonFn,
  toJsonUnnamespaced,
  toJsonPrettyFn,
  toJsonPrettyUnnamespaced,
  toPythonFn,
  toPythonUnnamespaced,
  toRubyFn,
  toRubyUnnamespaced,
  toTomlFn,
  toTomlUnnamespaced,
  toYamlFn,
  toYamlUnnamespaced,
  typeOfFn,
  typeOfUnnamespaced,
  unionFn,
  unix2dosFn,
  uriescapeFn,
  validateDomainNameFn,
  validateDomainNameUnnamespaced,
  validateEmailAddressFn,
  validateEmailAddressUnnamespaced,
  validateLegacyFn,
  validateX509RsaKeyPairFn,
  valuesAtFn,
  xmlEncodeFn,
  zipFn,
];
