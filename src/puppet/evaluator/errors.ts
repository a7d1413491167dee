// The evaluator's one exception: a coded problem at a place in a manifest, thrown where Puppet
// raises an evaluation error and reported (once) by the compilation that catches it.
import type { DiagnosticCode, MessageArgs, RelatedInformation } from '../../diagnostics/diagnostic.js';
import type { Location } from '../../diagnostics/source.js';

export class EvaluationError extends Error {
  /** The evaluation chain, innermost first: each class or define body it unwound through and where that was declared. */
  readonly chain: RelatedInformation[] = [];

  constructor(
    readonly code: DiagnosticCode,
    readonly args: MessageArgs,
    readonly location?: Location,
  ) {
    super(String(args.message ?? code));
  }
}
