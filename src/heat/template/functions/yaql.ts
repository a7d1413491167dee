// Heat's `yaql` function over src/yaql: `expression` evaluated with `$` = {data: <data>}; the
// library's errors become Heat's (a syntax error is "Bad expression" in yaql's words), a construct
// overcat's grammar or evaluator lacks is YaqlNotEvaluated.
import { isHash } from '../../../data/value.js';
import { evaluateYaql, YaqlError } from '../../../yaql/evaluate.js';
import { YaqlSyntaxError } from '../../../yaql/parse.js';
import { yaqlSyntaxMessage } from '../../../yaql/syntax-error.js';
import { YaqlFloat } from '../../../yaql/numbers.js';
import { carryMember } from '../../../yaml/python-spelling.js';
import { PyFloat } from '../../parameters/python.js';
import { HeatError, typeError, valueError } from './values.js';

/** yaql that overcat cannot evaluate (a function or form its evaluator lacks). */
export class YaqlNotEvaluated extends Error {}

const UNSUPPORTED = ['YaqlUnsupported'];

/** The checks of Yaql.validate: the expression must be a string yaql parses (overcat's grammar may lack some of it). */
export function checkYaqlExpression(name: string, expression: unknown): void {
  if (typeof expression !== 'string') throw typeError(`The "expression" argument to ${name} must contain a string.`);
  // yaql's own grammar decides (overcat's reads more orders of arguments, and fewer operators).
  const refused = yaqlSyntaxMessage(expression);
  if (refused !== undefined) throw valueError(`Bad expression ${refused}.`);
}

export function yaqlResult(name: string, args: unknown): unknown {
  const a = isHash(args) ? args : {};
  checkYaqlExpression(name, a.expression);
  try {
    const root = { data: Object.hasOwn(a, 'data') ? a.data : {} };
    // A float given as the data itself (`data: 2.0`) is spelled on the arguments.
    carryMember(root, 'data', a, 'data', undefined);
    const result = evaluateYaql(a.expression as string, root);
    return result instanceof YaqlFloat ? new PyFloat(result.value) : result;
  } catch (e) {
    // What yaql reads (checked above) in a form overcat's grammar lacks is not evaluated.
    if (e instanceof YaqlSyntaxError) throw new YaqlNotEvaluated(e.message);
    if (!(e instanceof YaqlError)) throw e;
    // overcat's evaluator lacks some of yaql's functions: not knowing is not Heat failing (a
    // method yaql has, given a receiver it does not take, is Heat's NoMatchingMethodException).
    if (UNSUPPORTED.includes(e.pyClass)) throw new YaqlNotEvaluated(e.message);
    throw new HeatError(e.pyClass, e.message);
  }
}
