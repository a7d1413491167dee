// Random whole manifests against Puppet 7.23: each case of test/conformance/compile-generated/cases/
// (written by scripts/gen-compile-fuzz-cases.ts, seeded; Puppet's outcome by
// scripts/gen-compile-fuzz-expected.py) must compile to Puppet's catalog (normalised, resources and
// classes in Puppet's order), or fail on Puppet's line where Puppet fails.
import { describeGeneratedSuite } from './generated-suite.js';

describeGeneratedSuite('compile-generated', 'random manifests compile as Puppet 7.23 compiles them', { cases: 300, failing: 20 });
