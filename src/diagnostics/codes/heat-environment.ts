// OVC6xxx: Heat environments and stacks.
import { defineCodes } from '../code-info.js';

export const heatEnvironmentCodes = defineCodes({
  OVC6001: {
    severity: 'error',
    title: 'Environment is not a mapping',
    message: 'The environment is not a valid YAML mapping data type.',
    doc: { when: 'An environment file is empty of sections or holds a list or scalar at the top.', example: '- a\n- b', fix: 'Write the file as a mapping of sections.' },
  },
  OVC6002: {
    severity: 'error',
    title: 'Unknown environment section',
    message: "environment has wrong section \"{section}\"",
    hint: 'Sections are parameters, parameter_defaults, resource_registry, event_sinks, encrypted_param_names, parameter_merge_strategies.',
    doc: { when: 'An environment file has a top-level key Heat does not know.', example: 'paramters:\n  x: 1', fix: 'Fix the section name.' },
  },
  OVC6003: {
    severity: 'error',
    title: 'Empty environment section',
    message: "environment has empty section \"{section}\"",
    doc: { when: 'A section is written with no value (null).', example: 'parameters:', fix: 'Remove the section or give it entries.' },
  },
  OVC6004: {
    severity: 'error',
    title: 'Heat refuses the merge',
    message: '{message}',
    doc: {
      when: 'Merging the environment files fails as Heat would fail (conflicting strategies, a strategy the type does not allow).',
      example: 'parameter_merge_strategies:\n  flag: merge',
      fix: 'Use one strategy per parameter across files, and one the parameter type supports.',
    },
  },
  OVC6005: {
    severity: 'warning',
    title: 'Heat gives another value',
    message: "Parameter '{name}': overcat applies the explicit value {ours}; Heat 19 merges explicit parameters before the files and gives {heat}",
    hint: 'Run with --heat-compat to reproduce Heat.',
    doc: {
      when: 'An explicit -P parameter is also set by an environment file; Heat lets the file win.',
      fix: 'Remove one of the two settings, or choose the mode you want.',
    },
  },
  OVC6006: {
    severity: 'error',
    title: 'Bad parameter option',
    message: "Malformed parameter({text}). Use the key=value format.",
    doc: { when: 'A -P option has no `=`.', example: '-P flavor', fix: 'Write -P key=value.' },
  },
  OVC6007: {
    severity: 'warning',
    title: 'Value dropped: no template declares it',
    message: "{section}.{name} from {file} is dropped: neither the template nor a nested template in files declares '{name}'",
    hint: 'Heat merges an environment file\'s values only for names some template in the request declares (the first file\'s section is taken whole). Built from -t/-e, overcat adds the templates the resource_registry names to files, as heatclient does.',
    doc: {
      when: 'An environment file after the first sets a parameter (or parameter default) that neither the template nor any template in `files` declares; Heat ignores the value silently.',
      example: '-e base.yaml -e extra.yaml   # extra.yaml: parameter_defaults: {NtpServer: pool.ntp.org}, and no template declares NtpServer',
      fix: 'Fix the name, or send the nested template that declares it (name it in the resource_registry).',
    },
  },
  OVC6008: {
    severity: 'error',
    title: 'Environment section of the wrong shape',
    message: 'The environment cannot be loaded: {problem}',
    hint: "Heat 19 fails on it too, with a Python error: --format json gives Heat's class and message (data.heatClass, data.heatMessage).",
    doc: {
      when: "A merged environment's resource_registry is not a mapping or has an entry that is neither a type name, a template nor a nested mapping; hooks or restricted_actions name something Heat does not know; event_sinks is not a list of sinks with a known type; parameter_defaults is neither a mapping nor empty.",
      example: 'resource_registry: [a.yaml]',
      fix: 'Write the section in the shape Heat reads: resource_registry and parameter_defaults as mappings, event_sinks as a list of {type: zaqar-queue, ...}.',
    },
  },
});
