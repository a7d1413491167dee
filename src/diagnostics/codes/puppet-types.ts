// OVC28xx–OVC29xx: the types a module path declares (resource type metadata, type registry).
import { defineCodes } from '../code-info.js';

export const puppetTypesCodes = defineCodes({
  OVC2801: {
    severity: 'error',
    title: 'Unreadable resource type metadata',
    message: 'Cannot read resource type metadata: {reason}',
    doc: {
      when: 'A `.resource_types/*.pp` file (written by `puppet generate types`) does not have the shape Puppet generates.',
      example: "Puppet::Resource::ResourceType3.new('nova_config', [",
      fix: 'Regenerate it with `puppet generate types --force` in the environment.',
    },
  },
  OVC2802: {
    severity: 'warning',
    title: 'Resource type without metadata',
    message: "Module type '{type}' ({file}) has no generated metadata; its parameters cannot be checked",
    hint: 'Run `puppet generate types` in the environment so overcat can read .resource_types/{type}.pp.',
    doc: {
      when: 'A module ships a Ruby resource type (`lib/puppet/type/<name>.rb`) but there is no `.resource_types/<name>.pp` for it. overcat runs no Ruby, so it knows the type exists but not its parameters.',
      fix: 'Run `puppet generate types` and keep the `.resource_types` directory beside the modules.',
    },
  },
  OVC2803: {
    severity: 'error',
    title: 'Duplicate type definition',
    message: "The type '{type}' is defined more than once",
    doc: {
      when: 'Two metadata files (or a metadata file and a core type) declare the same resource type name.',
      fix: 'Remove or rename one of them.',
    },
  },
  OVC2804: {
    severity: 'error',
    title: 'Duplicate definition',
    message: "The {what} '{name}' is defined more than once in the module path",
    doc: {
      when: 'Two files of the module path define the same class, defined type or type alias, which Puppet refuses to load twice; or two modules define the same global function (a legacy Ruby function, say), reported as a warning since Puppet then uses the first module\'s. One module defining a function in several APIs is not reported: Puppet takes its Ruby 4.x file, then its `functions/*.pp`, then its legacy Ruby file.',
      fix: 'Remove one definition, or rename it.',
    },
  },
  OVC2805: {
    severity: 'warning',
    title: 'Definition not where the autoloader looks',
    message: "The {what} '{name}' is not where Puppet's autoloader looks for it: {expected}",
    hint: 'Move the definition to that file (or rename it after its file); as it is, Puppet cannot find it by name.',
    doc: {
      when: "A class, defined type, function or type alias is defined in a file whose path does not give its name: `function mymod::b` in `mymod/functions/a.pp`, `class other::x` in module `mymod`, a Ruby function whose `create_function` name differs from its path. Puppet's autoloader reads only the file its name points to (for classes and defined types also the files of its namespace prefixes, down to `init.pp`), so the definition is never found. Functions and type aliases in such places are left out of the registry; classes and defined types are kept, since loading their file for another name defines them.",
      example: 'mymod/functions/a.pp:  function mymod::b() { 1 }',
      fix: 'Move it to the file the message names, or rename it to match its file.',
    },
  },
  OVC2806: {
    severity: 'warning',
    title: 'Autoloaded file without its definition',
    message: "This file does not define the {what} '{expected}' that Puppet's autoloader expects here",
    doc: {
      when: "A file under a module's `functions/` or `types/` defines no function (or type alias) at all; Puppet's autoloader expects the one its path names and fails when asked for it.",
      example: "mymod/types/port.pp:  notice('x')",
      fix: 'Define `mymod::port` (here `type Mymod::Port = ...`) in it, or move the file out of the autoloaded directory.',
    },
  },
  OVC2807: {
    severity: 'error',
    title: 'Unknown EPP template',
    message: "No EPP template '{name}' in the module path",
    hint: 'Templates are named <module>/<path below the module\'s templates/ directory>, e.g. apache/vhost.conf.epp.',
    doc: {
      when: 'An EPP template is asked for by a name that no module of the module path has under `templates/` (or the file is not an `.epp`).',
      example: "epp('apache/missing.epp')",
      fix: 'Check the module name and the path below `templates/`; `overcat registry --kind templates` lists them.',
    },
  },
});
