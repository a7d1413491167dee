// Less-used corners of the language that real manifests use (sprintf's flags, the conversions'
// format maps and radixes, slicing, sorting and comparing mixed values, type comparison, `in`,
// case patterns): each expression of test/conformance/evaluation/cases.txt, compiled through the
// whole evaluator (`ruby scripts/gen-rich-values-cases.rb evaluation` writes what Puppet made of it).
import { describeExpressionSuite } from '../helpers/expression-suite.js';

describeExpressionSuite('evaluation', 'expressions evaluate as Puppet 7.23 evaluates them', 60);
