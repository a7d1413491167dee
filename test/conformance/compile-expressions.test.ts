// Random expressions against Puppet 7.23: each case of test/conformance/compile-expressions/cases/
// (written by scripts/gen-compile-expression-cases.ts, seeded; Puppet's outcome by
// `scripts/gen-compile-fuzz-expected.py compile-expressions`) holds a few notify resources whose
// messages are expressions over every kind of value; the catalog must be Puppet's, or the failure
// on Puppet's line.
import { describeGeneratedSuite } from './generated-suite.js';

describeGeneratedSuite('compile-expressions', 'random expressions evaluate as Puppet 7.23 evaluates them', { cases: 300, failing: 50 });
