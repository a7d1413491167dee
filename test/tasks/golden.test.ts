// Runs every deployment-task golden case (test/fixtures/tasks/) and compares with expected/;
// UPDATE_GOLDEN=1 rewrites expected/ (the diff is the review).
import { describeGolden } from '../helpers/golden.js';
import { caseNames, CASES_DIR, runCase } from './golden-cases.js';

describeGolden('deployment task golden cases', CASES_DIR, caseNames(), runCase, 8);
