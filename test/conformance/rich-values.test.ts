// Timestamp, Timespan, SemVer, SemVerRange, Iterator and Error values against Puppet 7.23: each
// expression of test/conformance/rich-values/cases.txt, compiled through the whole evaluator
// (scripts/gen-rich-values-cases.rb writes what Puppet made of it).
import { describeExpressionSuite } from '../helpers/expression-suite.js';

/** String() of a time value inside an array is Ruby's inspect (an object address). */
const KNOWN_DIFFERENCES = new Set(['String([Timestamp(0)])']);

describeExpressionSuite('rich-values', 'rich values agree with Puppet 7.23', 200, KNOWN_DIFFERENCES);
