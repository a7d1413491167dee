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
    title: 'Duplicate class or defined type',
    message: "The {what} '{name}' is defined more than once in the module path",
    doc: {
      when: 'Two manifests of the module path define the same class or defined type; Puppet would refuse to load the second.',
      fix: 'Remove one definition, or rename it.',
    },
  },
});
