// The evaluator's one exception: a coded problem at a place in a manifest, thrown where Puppet
// raises an evaluation error and reported (once) by the compilation that catches it.
import type { DiagnosticCode, MessageArgs, RelatedInformation } from '../../diagnostics/diagnostic.js';
import type { Location } from '../../diagnostics/source.js';

export class EvaluationError extends Error {
  /** The evaluation chain, innermost first: each class or define body it unwound through and where that was declared. */
  readonly chain: RelatedInformation[] = [];
  /**
   * Further problems of the same statement, reported after this one: Puppet lists every parameter
   * a resource gets wrong in one error (names it lacks, values missing, values of the wrong type).
   */
  readonly also: EvaluationError[] = [];

  constructor(
    readonly code: DiagnosticCode,
    readonly args: MessageArgs,
    readonly location?: Location,
  ) {
    super(String(args.message ?? code));
  }
}

/**
 * Stops the compilation for a problem reported already where it was found (the Hiera data a
 * lookup() read could not be interpolated): Puppet stops there, and nothing more is said.
 */
export class ReportedStop extends EvaluationError {
  constructor() {
    super('OVC3111', { message: 'stopped by a problem reported already' });
  }
}

/** A function's failure as the evaluator reports it: at the call, or where the function says (a template line) with the call related. */
export function functionFailure(e: { code: DiagnosticCode; args?: MessageArgs; message: string; location?: Location }, call: Location): EvaluationError {
  const error = new EvaluationError(e.code, e.args ?? { message: e.message }, e.location ?? call);
  if (e.location) error.chain.push({ message: 'called here', location: call });
  return error;
}
