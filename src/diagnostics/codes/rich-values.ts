// OVC3170–OVC3179: Puppet's rich values — Timestamp, Timespan, SemVer, SemVerRange, Binary — made
// from text or numbers (`Timestamp('2020-01-01')`, `SemVer('1.2.3')`, `Binary('aGk=')`) and formatted
// (`strftime`, `String($binary, '%s')`).
import { defineCodes } from '../code-info.js';

// The messages are Puppet's own words (in {message}); the code says which kind of value failed.
export const richValueCodes = defineCodes({
  OVC3170: {
    severity: 'error',
    title: 'Invalid time value',
    message: '{message}',
    doc: {
      when: "A Timestamp or Timespan cannot be made from its arguments: text that matches none of the formats, an unknown timezone, a bad `strftime` format, a number too large to be a time.",
      example: "Timestamp('2020-13-01')   # Unable to parse '2020-13-01' using any of the formats ...",
      fix: "Write the time as Puppet's formats expect (`2020-01-31T12:00:00Z`, `1-02:03:04` for 1 day 2 hours...), or give the format (`Timestamp('31/01/2020', '%d/%m/%Y')`).",
    },
  },
  OVC3171: {
    severity: 'error',
    title: 'Invalid version',
    message: '{message}',
    doc: {
      when: 'A SemVer or SemVerRange cannot be made from its arguments: text that is not a semantic version (`1.2`, `v1.2.3`) or not a version range.',
      example: "SemVer('1.2')   # 'new_Version' The string '1.2' cannot be converted to a SemVer",
      fix: 'Write a full semantic version `MAJOR.MINOR.PATCH[-prerelease][+build]`, or a range such as `>=1.0.0 <2.0.0`, `1.x`, `~1.2`.',
    },
  },
  OVC3172: {
    severity: 'error',
    title: 'Invalid binary value',
    message: '{message}',
    doc: {
      when: "A Binary cannot be made from its text (`%B` and `%u` read strict base64: whole groups of four, padding only at the end), or its bytes are not UTF-8 where text is asked for (`String($b, '%s')`).",
      example: "Binary('aGk')   # invalid base64",
      fix: "Give complete base64 (`aGk=`), read relaxed base64 with `Binary($text, '%b')`, or make the Binary from text with `Binary($text, '%s')`; write bytes that are not text as base64 (`%B`).",
    },
  },
});
