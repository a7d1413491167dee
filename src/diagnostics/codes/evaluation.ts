// OVC3xxx: evaluation and catalog.
import { defineCodes } from '../code-info.js';

// The value operations (src/puppet/values/) raise these with Puppet's own wording in {message}:
// Puppet's messages vary by operand (type names, values), so the template is the message itself.
export const evaluationCodes = defineCodes({
  OVC3001: {
    severity: 'error',
    title: 'Operator not applicable',
    message: '{message}',
    doc: {
      when: 'An arithmetic or collection operator gets operands it does not work on, as Puppet refuses them: `%` on a Float, `<<` on a Hash, a Hash plus a String, a value that is not a number in arithmetic.',
      example: "$x = 'abc' + 1   # The value 'abc' cannot be converted to Numeric.",
      fix: 'Convert the operand first (`Integer($x)`, `String($x)`), or use a function meant for the job.',
    },
  },
  OVC3002: {
    severity: 'error',
    title: 'Division by zero',
    message: '{message}',
    doc: {
      when: 'An integer `/` or `%` has a zero right operand.',
      example: '$x = 10 / 0',
      fix: 'Guard the division with a test of the divisor.',
    },
  },
  OVC3003: {
    severity: 'error',
    title: 'Numeric overflow',
    message: '{message}',
    doc: {
      when: "An Integer result is outside Puppet's 64-bit signed range, or a Float result is infinite.",
      example: '$x = 9223372036854775807 + 1',
      fix: 'Keep numbers inside the 64-bit signed range (-2^63 .. 2^63-1).',
    },
  },
  OVC3004: {
    severity: 'error',
    title: 'Comparison not possible',
    message: '{message}',
    doc: {
      when: '`<`, `<=`, `>` or `>=` compares values Puppet cannot order (a String with an Integer, two Arrays, a Hash).',
      example: "if 'a' < 1 { }",
      fix: 'Compare values of one kind: numbers with numbers, strings with strings.',
    },
  },
  OVC3005: {
    severity: 'error',
    title: 'Bad match operands',
    message: '{message}',
    doc: {
      when: '`=~` / `!~` has a left operand that is not a String (with a regular expression on the right), or a right operand that is neither a type, a regular expression nor a valid pattern string.',
      example: '$x = 1 =~ /1/',
      fix: 'Match strings against regular expressions, or any value against a type (`1 =~ Integer`).',
    },
  },
  OVC3006: {
    severity: 'error',
    title: 'Type mismatch',
    message: '{message}',
    doc: {
      when: 'A value does not match the data type it must have (a typed parameter, `assert_type`, a lambda parameter, a return type).',
      example: "class x (Integer $port) {}  class { 'x': port => 'eighty' }",
      fix: 'Pass a value of the expected type, or widen the declared type.',
    },
  },
  OVC3007: {
    severity: 'error',
    title: 'Bad type parameters',
    message: '{message}',
    doc: {
      when: 'A data type is given parameters it does not accept: wrong count, wrong kind, a range whose minimum is above its maximum.',
      example: "Integer[5, 1]   Enum[1]   String['x']",
      fix: "Write the type as Puppet's type reference describes it.",
    },
  },
  OVC3008: {
    severity: 'error',
    title: 'Regular expression refused',
    message: '{message}',
    doc: {
      when: "A regular expression is not valid Ruby syntax, or it could backtrack without end (a back reference or look-around together with nested repetition) and so cannot be run safely on untrusted input.",
      example: "$x = 'aaa' =~ '(a+)+\\1'",
      fix: 'Write the expression without nested repetition around a back reference or look-around.',
    },
  },
  OVC3009: {
    severity: 'error',
    title: 'Bad access',
    message: '{message}',
    doc: {
      when: 'A `[]` access gets keys its target does not accept: an Array index that is not an Integer, too many keys, an access on a value that cannot be indexed.',
      example: "$x = [1, 2]['a']",
      fix: 'Index arrays with integers (`$a[0]`, `$a[1, 2]`), hashes with keys, strings with integers.',
    },
  },
});
