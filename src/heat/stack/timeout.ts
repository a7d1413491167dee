// A request's timeout_mins as heat-api and the engine read it (StackController.prepare_args, then
// engine.api.extract_args): the stack's timeout, which OS::Heat::Delay's longest wait must fit.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { pyStr } from '../parameters/python.js';

/** oslo strutils.is_int_like: `str(int(value)) == str(value)` (so no padding, sign or leading zero). */
function intLike(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^(?:0|-?[1-9][0-9]*)$/.test(value);
}

/**
 * The request's timeout in minutes: undefined when it names none (absent, null, 0); null after
 * reporting heat-api's refusal (HTTPBadRequest: param_utils.extract_int, negatives refused).
 */
export function requestTimeoutMins(value: unknown, bag: DiagnosticBag): number | undefined | null {
  if (value === undefined || value === null) return undefined;
  const refuse = (message: string) => {
    bag.report('OVC6100', { message }, { data: { heatClass: 'HTTPBadRequest', heatMessage: message } });
    return null;
  };
  if (!intLike(value)) return refuse("Only integer is acceptable by 'timeout_mins'.");
  const minutes = Number(value);
  if (minutes < 0) return refuse(`Value '${pyStr(value)}' is invalid for 'timeout_mins' which only accepts non-negative integer.`);
  return minutes === 0 ? undefined : minutes;
}
