// EPP syntax verdicts against `puppet epp validate` (expectations by scripts/gen-syntax-cases.py).
import { parseEpp } from '../../src/puppet/parser/epp.js';
import { describeSyntaxSuite } from '../helpers/syntax-suite.js';

describeSyntaxSuite('EPP syntax verdicts agree with puppet epp validate', 'epp-syntax', '.epp', 25, parseEpp);
