// OVC3180–OVC3189: Deferred values (`Deferred('mysql::password', [$pw])`) given to class and
// define parameters, which Puppet checks against the deferred function at compile time.
import { defineCodes } from '../code-info.js';

export const deferredCodes = defineCodes({
  OVC3180: {
    severity: 'error',
    title: 'Deferred function not found',
    message: "The Deferred function '{name}' given to a parameter is not a function of the module path",
    doc: {
      when: "A class or define parameter is given a Deferred whose function Puppet cannot load at compile time (Puppet 7.23 then fails with `undefined method 'dispatcher' for NilClass`). Deferred values elsewhere (resource attributes, inside arrays and hashes) are not checked.",
      example: "class c(String $x) {}  class { 'c': x => Deferred('no_such_function') }",
      fix: 'Put the module that ships the function on the module path, or check the function name.',
    },
  },
  OVC3181: {
    severity: 'warning',
    title: 'Deferred function without a return type',
    message: 'Deferred function {name} has no return_type, unable to guarantee value type during compilation.',
    doc: {
      when: "A class or define parameter is given a Deferred whose function declares no return type, so its type cannot be checked before the agent calls it. Puppet warns once per function in a compilation; so does overcat.",
      example: "class c(String $x) {}  class { 'c': x => Deferred('join', [['a', 'b'], ',']) }",
      fix: 'Nothing to fix in the manifest; give the function a return type (`>> String`, `return_type`) to have the value checked.',
    },
  },
});
