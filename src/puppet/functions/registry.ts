// Every function overcat implements natively, one file each; the dispatcher is built from this list.
// To add a function: write its file (see dispatcher.ts) and add it here.
import { FunctionDispatcher } from './dispatcher.js';
import absFn from './abs.js';
import alertFn from './alert.js';
import allFn from './all.js';
import anyFn from './any.js';
import assert_typeFn from './assert_type.js';
import camelcaseFn from './camelcase.js';
import capitalizeFn from './capitalize.js';
import ceilingFn from './ceiling.js';
import chompFn from './chomp.js';
import chopFn from './chop.js';
import containFn from './contain.js';
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
import filterFn from './filter.js';
import flattenFn from './flatten.js';
import floorFn from './floor.js';
import fqdn_randFn from './fqdn_rand.js';
import getvarFn from './getvar.js';
import hieraFn from './hiera.js';
import hiera_arrayFn from './hiera_array.js';
import hiera_hashFn from './hiera_hash.js';
import hiera_includeFn from './hiera_include.js';
import includeFn from './include.js';
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
import md5Fn from './md5.js';
import noticeFn from './notice.js';
import realizeFn from './realize.js';
import reduceFn from './reduce.js';
import regsubstFn from './regsubst.js';
import requireFn from './require.js';
import roundFn from './round.js';
import rstripFn from './rstrip.js';
import scanfFn from './scanf.js';
import sha1Fn from './sha1.js';
import sha256Fn from './sha256.js';
import shellquoteFn from './shellquote.js';
import splitFn from './split.js';
import sprintfFn from './sprintf.js';
import strftimeFn from './strftime.js';
import stripFn from './strip.js';
import tagFn from './tag.js';
import taggedFn from './tagged.js';
import templateFn from './template.js';
import thenFn from './then.js';
import typeFn from './type.js';
import uniqueFn from './unique.js';
import upcaseFn from './upcase.js';
import valuesFn from './values.js';
import versioncmpFn from './versioncmp.js';
import warningFn from './warning.js';
import withFn from './with.js';

export const CORE_FUNCTIONS = [
  absFn,
  alertFn,
  allFn,
  anyFn,
  assert_typeFn,
  camelcaseFn,
  capitalizeFn,
  ceilingFn,
  chompFn,
  chopFn,
  containFn,
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
  filterFn,
  flattenFn,
  floorFn,
  fqdn_randFn,
  getvarFn,
  hieraFn,
  hiera_arrayFn,
  hiera_hashFn,
  hiera_includeFn,
  includeFn,
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
  md5Fn,
  noticeFn,
  realizeFn,
  reduceFn,
  regsubstFn,
  requireFn,
  roundFn,
  rstripFn,
  scanfFn,
  sha1Fn,
  sha256Fn,
  shellquoteFn,
  splitFn,
  sprintfFn,
  strftimeFn,
  stripFn,
  tagFn,
  taggedFn,
  templateFn,
  thenFn,
  typeFn,
  uniqueFn,
  upcaseFn,
  valuesFn,
  versioncmpFn,
  warningFn,
  withFn,
];

/** A dispatcher holding every core function. */
export function coreDispatcher(): FunctionDispatcher {
  return new FunctionDispatcher(CORE_FUNCTIONS);
}
