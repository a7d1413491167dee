// OVC8xxx: command line and I/O.
import { defineCodes } from '../code-info.js';

export const cliCodes = defineCodes({
  OVC8001: {
    severity: 'error',
    title: 'File not found',
    message: "Cannot read '{path}': {reason}",
    doc: { when: 'A file named on the command line or by configuration cannot be read.', fix: 'Check the path.' },
  },
  OVC8002: {
    severity: 'error',
    title: 'Path outside the allowed roots',
    message: "'{path}' is outside the allowed roots ({roots})",
    hint: 'overcat only reads files under the directories it was given.',
    doc: {
      when: 'A configured path (a datadir, an interpolated path, a symlink) escapes the roots overcat was given.',
      fix: 'Keep data files inside the given directories.',
    },
  },
  OVC8090: {
    severity: 'warning',
    title: 'More problems not shown',
    message: '{count} more problem(s) in {path} not shown',
    hint: 'Fix the problems shown first; overcat keeps the first 200 per file.',
    doc: {
      when: 'A file produced more than 200 diagnostics (often a file that is not what the command expects, or hostile input).',
      fix: 'Check that the file is the right kind; fix the first problems and run again.',
    },
  },
});
