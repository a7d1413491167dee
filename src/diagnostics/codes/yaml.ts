// OVC1xxx: YAML and data loading.
import { defineCodes } from '../code-info.js';

export const yamlCodes = defineCodes({
  OVC1001: {
    severity: 'error',
    title: 'YAML syntax error',
    message: 'YAML syntax error: {reason}',
    doc: {
      when: 'The file is not well-formed YAML.',
      example: 'key: [1, 2',
      fix: 'Correct the syntax at the reported position (here, close the flow sequence).',
    },
  },
  OVC1002: {
    severity: 'error',
    title: 'YAML nesting too deep',
    message: 'YAML nesting exceeds the limit of {limit} levels',
    hint: 'Untrusted input is bounded; flatten the data or raise the limit if the file is trusted.',
    doc: {
      when: 'Collections are nested deeper than the loader allows.',
      fix: 'Flatten the document.',
    },
  },
  OVC1003: {
    severity: 'error',
    title: 'YAML alias expansion too large',
    message: 'YAML aliases expand to more than {limit} nodes',
    hint: 'This is how a "billion laughs" document looks; aliases are bounded to keep the process safe.',
    doc: {
      when: 'Anchors and aliases would expand to more nodes than the loader allows (alias bombs).',
      example: 'a: &a [x, x]\nb: &b [*a, *a]\nc: &c [*b, *b]  # ... and so on',
      fix: 'Write the data out or use fewer nested aliases.',
    },
  },
  OVC1004: {
    severity: 'error',
    title: 'Input too large',
    message: 'The file is {size} bytes, more than the limit of {limit} bytes',
    doc: { when: 'A data file is larger than the loader accepts.', fix: 'Split the file.' },
  },
  OVC1005: {
    severity: 'warning',
    title: 'Duplicate mapping key',
    message: "Duplicate key '{key}': the later value wins, as in Ruby and PyYAML",
    doc: {
      when: 'A mapping repeats a key. Psych and PyYAML keep the last value silently.',
      example: 'a: 1\na: 2',
      fix: 'Remove one of the keys.',
    },
  },
  OVC1006: {
    severity: 'error',
    title: 'Several YAML documents',
    message: 'Expected one YAML document, found {count}',
    doc: { when: 'A data file holds several `---` documents.', fix: 'Keep one document per file.' },
  },
  OVC1010: {
    severity: 'warning',
    title: 'YAML 1.1 / 1.2 meaning differs',
    message: "'{text}' is {yaml11} in YAML 1.1 (Puppet, Heat) but {yaml12} in YAML 1.2",
    hint: 'Quote the value to make it a string in both, or write it in a form both read alike.',
    doc: {
      when: 'A plain scalar such as `yes`, `on`, `0644`, `1e3` or a date reads differently in YAML 1.1 (Ruby Psych, PyYAML) and YAML 1.2 tools (editors, linters, other loaders).',
      example: 'enabled: yes\nmode: 0644',
      fix: "Write `true` / `'0644'` (or `420`) so every reader agrees.",
    },
  },
  OVC1011: {
    severity: 'warning',
    title: 'Non-string mapping key',
    message: "Mapping key '{text}' is {kind} in YAML 1.1, not a string",
    hint: 'Quote the key.',
    doc: {
      when: 'A mapping key is a boolean or number in YAML 1.1 (e.g. `on:`, `yes:`), which Ruby and Python keep as a non-string key.',
      example: 'on: push',
      fix: "Quote the key: `'on': push`.",
    },
  },
  OVC1090: {
    severity: 'error',
    title: 'Recursive alias',
    message: "The alias '*{anchor}' refers to a collection that contains it",
    doc: {
      when: 'An alias points back to an anchored mapping or list it sits inside (`a: &x {b: *x}`), which makes the data an endless loop.',
      example: 'configuration: &x\n  package:\n    mc: *x',
      fix: 'Alias only a complete node outside the alias, or write the values out.',
    },
  },
});
