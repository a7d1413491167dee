// Runs every override golden case and compares with expected/; UPDATE_GOLDEN=1 rewrites expected/
// (the diff is the review). The input catalogs are compiled by Puppet (examples/catalogs/compile.sh).
import { describeGolden } from '../helpers/golden.js';
import { caseNames, CASES_DIR, runCase } from './golden-cases.js';

describeGolden('override golden cases', CASES_DIR, caseNames(), runCase, 21);
