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
  OVC8003: {
    severity: 'error',
    title: 'No catalog in the directory',
    message: "'{path}' holds no catalog (*.json file)",
    doc: {
      when: 'A directory given with `--catalog` (task mode) has no `.json` file.',
      fix: 'Name the directory that holds the task catalogs, or the catalog files themselves.',
    },
  },
  OVC8004: {
    severity: 'error',
    title: 'Module path directory not found',
    message: "The module path directory '{path}' does not exist",
    doc: {
      when: 'A directory of `--modulepath` does not exist or is not a directory (a typo would otherwise check every type against core types only).',
      example: 'overcat validate data.yaml --modulepath modlues',
      fix: 'Check the path; separate several directories with the platform delimiter (`:`, `;` on Windows).',
    },
  },
});
