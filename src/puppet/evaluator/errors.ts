// The evaluator's one exception: a coded problem at a place in a manifest, thrown where Puppet
// raises an evaluation error and reported (once) by the compilation that catches it.
import type { DiagnosticCode, MessageArgs } from '../../diagnostics/diagnostic.js';
import type { Location } from '../../diagnostics/source.js';

export class EvaluationError extends Error {
  constructor(
    readonly code: DiagnosticCode,
    readonly args: MessageArgs,
    readonly location?: Location,
  ) {
    super(String(args.message ?? code));
  }
}
