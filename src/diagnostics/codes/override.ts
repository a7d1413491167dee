// OVC4xxx: override data (`configuration` / `configuration_options`), its validation, apply and explain.
import { defineCodes } from '../code-info.js';

export const overrideCodes = defineCodes({
  OVC4001: {
    severity: 'error',
    title: 'configuration is not a mapping',
    message: '`configuration` must be a mapping of resource types to titles, got {kind}',
    doc: {
      when: 'The `configuration` key holds something other than a mapping (a list, a string, ...).',
      example: 'configuration:\n  - package',
      fix: 'Write `configuration:` as `type: {title: {parameter: value}}`.',
    },
  },
  OVC4002: {
    severity: 'error',
    title: 'configuration_options is not a mapping',
    message: '`configuration_options` must be a mapping, got {kind}',
    doc: {
      when: 'The `configuration_options` key holds something other than a mapping.',
      example: 'configuration_options: true',
      fix: 'Write the options as keys: `configuration_options: {create: true}`.',
    },
  },
  OVC4003: {
    severity: 'error',
    title: 'Empty resource type',
    message: 'A resource type under `configuration` is empty',
    doc: {
      when: 'A type key under `configuration` is an empty string (or `~`).',
      example: "configuration:\n  '': {x: {}}",
      fix: 'Name the resource type, e.g. `package`.',
    },
  },
  OVC4004: {
    severity: 'error',
    title: 'Titles are not a mapping',
    message: "The titles of '{type}' must be a mapping of titles to parameters, got {kind}",
    hint: 'Write `{type}: {title: {parameter: value}}`.',
    doc: {
      when: 'A type key under `configuration` holds something other than a mapping of titles. This is checked before the filters, so a filtered-out type still fails.',
      example: 'configuration:\n  package: mc',
      fix: 'Write `package: {mc: {}}`.',
    },
  },
  OVC4005: {
    severity: 'error',
    title: 'Empty resource title',
    message: "A title under '{type}' is empty",
    doc: {
      when: 'A title key is an empty string.',
      example: "configuration:\n  package:\n    '': {ensure: latest}",
      fix: 'Give the resource title.',
    },
  },
  OVC4006: {
    severity: 'error',
    title: 'Parameters are not a mapping',
    message: "'{ref}' must have a mapping of parameters, got {kind}",
    hint: 'Write `{}` for a resource without parameters: `{title}: {}`.',
    doc: {
      when: 'A title holds something other than a mapping of parameters. The usual cause is a title with nothing after the colon, which YAML reads as null. Checked before the filters.',
      example: 'configuration:\n  package:\n    mc:',
      fix: 'Write `mc: {}` (no parameters) or give the parameters, `mc: {ensure: absent}`.',
    },
  },
  OVC4007: {
    severity: 'error',
    title: 'Invalid option value',
    message: '`configuration_options.{option}` must be {expected}, got {kind}',
    doc: {
      when: 'An option has the wrong shape: `create` must be a boolean, the filters and exception lists lists of strings, `defaults` a mapping of types to parameter mappings.',
      example: 'configuration_options:\n  create: "false"',
      fix: 'Write `create: false` (a YAML boolean), lists as `[a, b]`.',
    },
  },
  OVC4008: {
    severity: 'error',
    title: 'Unknown option',
    message: "Unknown option '{option}' in `configuration_options`",
    hint: 'Known options: create, types_filter, titles_filter, types_create_exception, titles_create_exception, defaults.',
    doc: {
      when: 'A key of `configuration_options` is not one overcat knows. A misspelt filter would otherwise silently apply the overrides to everything.',
      example: 'configuration_options:\n  type_filter: [package]',
      fix: 'Correct the option name (here `types_filter`).',
    },
  },
  OVC4009: {
    severity: 'error',
    title: 'Unknown top-level key',
    message: "Top-level key '{key}' is not an override key",
    hint: 'Override data holds only `configuration` and `configuration_options`: is this the right file?',
    doc: {
      when: 'An override data file (`--data`, or `validate` of override data) has a top-level key other than `configuration` and `configuration_options`: a misspelling (the hint says which key was meant), or a file that is not override data at all. Nothing is applied, since the data would otherwise be silently ignored.',
      example: 'configuraton:\n  package: {mc: {}}',
      fix: 'Correct the key, or give the right file.',
    },
  },
  OVC4010: {
    severity: 'error',
    title: 'Unknown resource type',
    message: "Unknown resource type '{type}': neither a core type nor a type of the module path",
    doc: {
      when: 'A type under `configuration`, in `configuration_options.defaults`, `types_filter` or `types_create_exception` is not a core type, a defined type or a module resource type of the module path. Checked whatever the filters say, so a typo is never silently ignored.',
      example: 'configuration:\n  pakage: {mc: {}}',
      fix: 'Correct the type name, or add the module that declares it to the module path.',
    },
  },
  OVC4011: {
    severity: 'error',
    title: 'Unknown parameter',
    message: "Type '{type}' has no parameter '{parameter}'",
    doc: {
      when: 'A parameter given for a resource (or in `defaults`) is neither a parameter of its type nor a metaparameter.',
      example: 'configuration:\n  package:\n    mc: {ensur: absent}',
      fix: 'Correct the parameter name.',
    },
  },
  OVC4012: {
    severity: 'error',
    title: 'Invalid resource reference',
    message: "'{parameter}' of '{ref}' must be resource references like 'Package[curl]', got {value}",
    doc: {
      when: 'A relationship metaparameter (`before`, `require`, `notify`, `subscribe`) holds something other than a reference or a list of references.',
      example: 'configuration:\n  service:\n    ntp: {require: ntp}',
      fix: "Write references as `Type[title]`: `require: 'Package[ntp]'`.",
    },
  },
  OVC4013: {
    severity: 'error',
    title: 'Reference to a missing resource',
    message: "'{ref}' {parameter} '{target}', which is not in the catalog",
    doc: {
      when: "An override adds a relationship to a resource that is neither in the entry's catalog nor created by the override. Puppet's agent would reject the catalog.",
      example: "configuration:\n  service:\n    ntp: {require: 'Package[chrony]'}",
      fix: 'Reference a resource of the catalog, or create it in `configuration` as well.',
    },
  },
  OVC4014: {
    severity: 'error',
    title: 'Two catalogs with the same file name',
    message: "Two input catalogs are named '{name}': outputs would overwrite each other",
    doc: {
      when: 'In task mode two `--catalog` files have the same base name (each is written under its own name in `--out`).',
      fix: 'Rename one of them or run overcat once per directory.',
    },
  },
  OVC4015: {
    severity: 'error',
    title: 'Not a Puppet catalog',
    message: "'{path}' is not a Puppet catalog: {reason}",
    doc: {
      when: 'A `--catalog` file is not JSON, nests arrays and hashes more than 100 levels deep (as Ruby\'s JSON parser, which Puppet uses, refuses), or has no `resources` list of resources with a `type` and a `title`.',
      fix: "Give the JSON catalog Puppet wrote (e.g. `puppet catalog compile NODE --render-as json`).",
    },
  },
  OVC4016: {
    severity: 'warning',
    title: 'Title in a filter matches nothing',
    message: "'{title}' in `configuration_options.{option}` is not the title of any resource in the data or the catalogs",
    doc: {
      when: 'A title in `titles_filter` or `titles_create_exception` names no resource of the override data and none of the catalogs given: a misspelling filters every entry out (or excepts nothing) without a word.',
      example: 'configuration_options:\n  titles_filter: [crul]',
      fix: 'Correct the title (titles compare exactly, case included).',
    },
  },
  OVC4020: {
    severity: 'warning',
    title: 'Override matched no resource',
    message: "'{ref}' is not in the catalog and was not created ({reason})",
    doc: {
      when: 'An entry names a resource the catalog does not contain, and the create rule (or the task mode, where creation happens once in create_resources) does not create it. A did-you-mean lists close titles.',
      example: 'configuration_options: {create: false}\nconfiguration:\n  package: {fontconfig-confg: {ensure: latest}}',
      fix: 'Correct the title, or allow creation (`create: true`, or an exception list).',
    },
  },
  OVC4021: {
    severity: 'warning',
    title: 'Created resource looks like a typo',
    message: "'{ref}' was created because the catalog has no such resource, but it has '{similar}'",
    doc: {
      when: 'An entry created a new resource whose title is close to the title of an existing resource of the same type: probably a misspelt title. Titles that differ only in their digits (`vlan-101` beside `vlan-100`) are a numbered series, not a typo.',
      example: 'configuration:\n  package: {fontconfig-confg: {ensure: latest}}',
      fix: 'Correct the title if the existing resource was meant.',
    },
  },
  OVC4022: {
    severity: 'warning',
    title: 'Defined type instance cannot be re-expanded',
    message: "'{ref}' is an instance of the defined type '{type}': in a catalog compiled elsewhere its resources are already expanded and do not see this override",
    hint: 'Override the resources the instance declared instead, or let overcat compile the catalog so the override applies before the expansion.',
    doc: {
      when: 'An override updates or creates an instance of a defined type in a JSON catalog. The instance is changed, but the resources it expanded to are not.',
      example: "configuration:\n  base::vhost:\n    www.example.com: {port: 8080}",
      fix: 'Override the expanded resources directly.',
    },
  },
  OVC4030: {
    severity: 'error',
    title: 'Invalid override data file',
    message: 'The override data must be a mapping with `configuration` and/or `configuration_options`, got {kind}',
    doc: {
      when: 'A file given with `--data` is not a mapping.',
      example: '- configuration',
      fix: 'Write `configuration:` at the top level.',
    },
  },
  OVC4031: {
    severity: 'error',
    title: 'Schema violation',
    message: '{message}',
    doc: {
      when: '`overcat validate` found data that does not match the JSON Schema of its kind.',
      example: 'configuration_options:\n  create: maybe',
      fix: 'Correct the value at the reported position.',
    },
  },
  OVC4032: {
    severity: 'error',
    title: 'Unknown schema',
    message: "There is no schema named '{name}'",
    hint: 'Known schemas: {known}.',
    doc: { when: '`overcat schema NAME` or `validate --kind` names a schema overcat does not have.', fix: 'Use one of the listed names.' },
  },
  OVC4033: {
    severity: 'error',
    title: 'Unknown kind of file',
    message: "Cannot tell what '{path}' holds: {looks}",
    hint: 'Give --kind ({known}) if it is one of those.',
    doc: {
      when: '`validate` without `--kind` got a file whose top-level keys are neither override data (`configuration`, `configuration_options`) nor a Heat environment (its six sections), nor close misspellings of them: a hiera.yaml, a Heat template, a catalog, other data.',
      example: 'overcat validate hiera.yaml',
      fix: 'Validate only override data and Heat environment files, or name the kind with --kind.',
    },
  },
  OVC4040: {
    severity: 'error',
    title: 'Invalid value reference',
    message: "'{text}' is not a value reference like 'Package[mc].ensure'",
    doc: {
      when: '`overcat explain` was given something other than `Type[title].parameter`.',
      example: "overcat explain 'Package mc ensure'",
      fix: "Write `'Package[mc].ensure'` (quote it for the shell).",
    },
  },
  OVC4041: {
    severity: 'error',
    title: 'No such value',
    message: "'{text}' has no value in the catalog or the override data",
    doc: {
      when: '`overcat explain` names a resource or a parameter that neither the catalog nor the override data has.',
      fix: 'Check the type, title and parameter (the title is case-sensitive).',
    },
  },
  OVC4050: {
    severity: 'warning',
    title: 'Hiera node is not the catalog\'s node',
    message: "The override data was looked up for node '{node}', but the catalog '{catalog}' is for node '{catalogNode}'",
    hint: 'Pass --node {catalogNode} or the facts of that node.',
    doc: {
      when: '`override --hiera` looks the data up for one node (--node, or the facts\' certname) and a catalog names another: the data may be another node\'s.',
      fix: 'Give the node the catalog was compiled for.',
    },
  },
});
