// How stdlib 9's validate_domain_name and validate_email_address check their arguments: a repeated
// parameter typed with stdlib's own type aliases (Stdlib::Fqdn, Stdlib::Email), resolved from the
// module path when called, and at least one argument.
import { ANY } from '../../values/index.js';
import { dispatch, FunctionError } from '../dispatcher.js';
import type { Signature } from '../function.js';

/** The signature of `stdlib::<name>(*values)` whose values must match `typeText`. */
export function typedValidation(name: string, typeText: string): Signature {
  return {
    params: [],
    rest: ANY,
    names: ['values'],
    call(ctx, args) {
      const typed: Signature = {
        params: [],
        rest: ctx.parseType(typeText, true),
        names: ['values'],
        call() {
          if (args.length === 0) throw new FunctionError(`${name}(): Wrong number of arguments need at least one`);
          return null;
        },
      };
      return dispatch(name, [typed], ctx, args, undefined);
    },
  };
}
