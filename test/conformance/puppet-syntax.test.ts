// Syntax verdicts against `puppet parser validate` (expectations by scripts/gen-syntax-cases.py).
import { parseManifest } from '../../src/puppet/parser/parse.js';
import { describeSyntaxSuite } from '../helpers/syntax-suite.js';

describeSyntaxSuite('syntax verdicts agree with puppet parser validate', 'puppet-syntax', '.pp', 150, (source, bag) => parseManifest(source, bag));
