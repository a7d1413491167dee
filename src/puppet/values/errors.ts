// The error every value operation raises for a Puppet evaluation error: a diagnostic code and Puppet's message.
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';

/**
 * Thrown by value operations (arithmetic, comparison, type creation, assertion) where Puppet
 * raises an evaluation error. The message is Puppet's own wording without its location suffix;
 * the evaluator catches it and reports `code` at the span of the expression that failed.
 */
export class PuppetError extends Error {
  constructor(
    readonly code: DiagnosticCode,
    message: string,
    /** The code's message arguments, where its catalogue message is not `{message}` itself. */
    readonly args?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'PuppetError';
  }
}
