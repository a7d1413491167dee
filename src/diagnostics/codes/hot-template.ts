// OVC7xxx: HOT templates (70xx), parameter schemas and values (71xx), parameter_groups (72xx),
// conditions (73xx).
import { defineCodes } from '../code-info.js';

export const hotTemplateCodes = defineCodes({
  OVC7001: {
    severity: 'error',
    title: 'Template is not a mapping',
    message: 'Template not in valid format: The template is not a JSON object or YAML mapping.',
    doc: { when: 'The template file holds a list or a scalar at the top.', example: '- heat_template_version: 2021-04-16', fix: 'Write the template as a mapping of sections.' },
  },
  OVC7002: {
    severity: 'error',
    title: 'No template version',
    message: 'Template not in valid format: Template format version not found.',
    hint: 'Start the template with `heat_template_version: 2021-04-16` (or a release name such as wallaby).',
    doc: { when: 'The template has no `heat_template_version` key.', example: 'parameters: {}', fix: 'Add `heat_template_version`.' },
  },
  OVC7003: {
    severity: 'error',
    title: 'Invalid template version',
    message: 'The template version is invalid: {explanation}',
    doc: {
      when: 'The `heat_template_version` value is not a version Heat 19 knows (dates 2013-05-23 … 2021-04-16, names newton … wallaby), is not a string, or several version keys are present.',
      example: 'heat_template_version: 2099-01-01',
      fix: 'Use one of the listed versions.',
    },
  },
  OVC7004: {
    severity: 'error',
    title: 'Invalid template section',
    message: 'The template section is invalid: {section}',
    hint: 'Sections are heat_template_version, description, parameter_groups, parameters, resources, outputs and, from 2016-10-14, conditions.',
    doc: { when: 'A top-level key is not a section of the template version.', example: 'heat_template_version: 2015-04-30\nconditions: {}', fix: 'Fix the section name, or raise the template version.' },
  },
  OVC7005: {
    severity: 'error',
    title: 'CFN template',
    message: 'overcat reads HOT templates only; "{key}" marks a CFN template',
    doc: { when: 'The template is an AWS CloudFormation-style template, which Heat accepts but overcat does not read.', example: 'AWSTemplateFormatVersion: 2010-09-09', fix: 'Write the template in HOT.' },
  },
  OVC7006: {
    severity: 'error',
    title: 'Template too large',
    message: 'Template size ({size} bytes) exceeds maximum allowed size ({limit} bytes).',
    doc: { when: "The template is larger than Heat's default `max_template_size`.", fix: 'Split the template into nested templates.' },
  },
  OVC7007: {
    severity: 'error',
    title: 'Parameter and resource of one name',
    message: 'Duplicate names {names}',
    doc: { when: 'A name is declared both as a parameter and as a resource; Heat refuses the stack.', example: 'parameters:\n  net: {type: string}\nresources:\n  net: {type: OS::Neutron::Net}', fix: 'Rename the parameter or the resource.' },
  },
  OVC7101: {
    severity: 'error',
    title: 'Invalid parameter schema',
    message: '{message}',
    doc: {
      when: "A parameter's definition is malformed, worded as Heat words it: not a mapping, an unknown key (`tags` before 2018-03-02), no or an unknown type, a malformed constraint (`modulo` before 2017-02-24: \"No constraint expressed\").",
      example: 'parameters:\n  p:\n    type: string\n    requried: true',
      fix: 'Correct the parameter definition.',
    },
  },
  OVC7102: {
    severity: 'error',
    title: 'Invalid parameter',
    message: "Parameter '{name}' is invalid: {reason}",
    doc: {
      when: "A parameter's value (or default) fails its type or a constraint, or a constraint does not suit the type; the reason is Heat's own message (a constraint's `description` replaces it).",
      example: 'parameters:\n  port:\n    type: number\n    constraints:\n      - range: {min: 1, max: 65535}\n# with port: 0',
      fix: 'Give a value that meets the type and constraints.',
    },
  },
  OVC7103: {
    severity: 'error',
    title: 'Parameter not provided',
    message: 'The Parameter ({name}) was not provided.',
    doc: { when: 'A parameter has no default and no value in parameters or parameter_defaults.', fix: 'Set it with -P, an environment file, or give it a default.' },
  },
  OVC7104: {
    severity: 'error',
    title: 'Parameter not in template',
    message: 'The Parameter ({name}) was not defined in template.',
    doc: {
      when: "The environment's `parameters` section (or -P) sets a name the template does not declare. (Unknown names in `parameter_defaults` are ignored, as by Heat.)",
      example: '-P flavour=m1.small',
      fix: 'Fix the name or move it to parameter_defaults.',
    },
  },
  OVC7105: {
    severity: 'warning',
    title: 'Constraint not checkable offline',
    message: "Parameter '{name}': custom constraint {constraint} needs an OpenStack service and is not checked",
    doc: {
      when: 'A custom_constraint other than the local ones (ip_addr, ip_or_cidr, net_cidr, mac_addr, dns_name, dns_domain, rel_dns_name, iso_8601, cron_expression, timezone, expiration) asks a live cloud, e.g. nova.flavor.',
      example: 'constraints:\n  - custom_constraint: nova.flavor',
      fix: 'Nothing to fix: Heat checks it against the cloud when the stack is created.',
    },
  },
  OVC7106: {
    severity: 'error',
    title: 'Heat fails with an internal error',
    message: "Parameter '{name}': Heat fails with {pyClass}: {message}",
    hint: 'Heat answers this with HTTP 500 instead of a validation error.',
    doc: {
      when: 'A value makes Heat\'s own code raise (e.g. a YAML integer given to a string parameter that has a `length` or `allowed_pattern` constraint: "object of type \'int\' has no len()").',
      example: 'parameters:\n  code: {type: string, constraints: [{length: {max: 3}}]}\n# with code: 42 in an environment file',
      fix: "Quote the value so it is a string.",
    },
  },
  OVC7107: {
    severity: 'warning',
    title: 'Pattern not checked',
    message: "Parameter '{name}': allowed_pattern {pattern} is not checked: {reason}",
    doc: {
      when: 'An allowed_pattern cannot be checked safely: it needs backtracking (back-references, look-around) and could take exponential time, or it uses Python regex syntax JavaScript lacks.',
      fix: 'Simplify the pattern; Heat itself still checks it on create.',
    },
  },
  OVC7108: {
    severity: 'error',
    title: 'Pattern does not compile',
    message: "Parameter '{name}': allowed_pattern {pattern} is not a valid regular expression: {reason}",
    doc: { when: "An allowed_pattern is not a regular expression (Heat's re.compile fails with HTTP 500).", example: "allowed_pattern: '[a-z'", fix: 'Fix the pattern.' },
  },
  OVC7201: {
    severity: 'error',
    title: 'parameter_groups error',
    message: 'Parameter Groups error: {path}: {message}',
    doc: {
      when: 'parameter_groups is not a list, a group has no `parameters` list, a parameter is in two groups, or a group names an undeclared parameter.',
      example: 'parameter_groups:\n  - label: net\n    parameters: [netwrok]',
      fix: 'List every declared parameter at most once.',
    },
  },
  OVC7301: {
    severity: 'error',
    title: 'Invalid condition definition',
    message: '{message}',
    doc: {
      when: "The conditions section or a definition in it is one Heat refuses when the stack is created, worded as Heat words it: not a map, a function that is not a condition function (\"The function \"get_attr\" is invalid in this context\"), wrong arguments (\"conditions.a.and: The minimum number of condition arguments to \"and\" is 2.\"), a definition that is neither a boolean nor a function.",
      example: 'conditions:\n  prod: {equals: [{get_param: env}]}',
      fix: 'Correct the definition.',
    },
  },
  OVC7302: {
    severity: 'warning',
    title: 'Condition cannot be evaluated',
    message: 'Condition "{name}" cannot be evaluated: {message}',
    hint: 'Heat creates the stack, and fails when a resource or output uses this condition.',
    doc: {
      when: 'Evaluating a condition fails: an unknown condition name, a cycle, a get_param of an undeclared parameter, a value that is not a boolean.',
      example: 'conditions:\n  a: {not: b}',
      fix: 'Name a defined condition, or make the definition give a boolean.',
    },
  },
  OVC7303: {
    severity: 'warning',
    title: 'Condition not evaluated',
    message: 'Condition "{name}" is not evaluated: overcat does not run {fn}',
    doc: { when: "A condition's yaql uses a function or form overcat's YAQL evaluator does not have.", fix: 'Nothing: Heat evaluates it.' },
  },
  OVC7401: {
    severity: 'error',
    title: 'Heat refuses the stack',
    message: '{where}: {message}',
    doc: {
      when: "Heat's template validation refuses the stack: a resource definition (keys, field types, deletion policy for the version), a reference to a resource that does not exist or is disabled, a dependency cycle, a function the version does not have or whose arguments are wrong, a property whose value fails to compute, an output without a value. The message is Heat's.",
      example: 'resources:\n  r:\n    type: OS::Heat::Value\n    properties: {value: {get_resource: nope}}',
      fix: 'Correct the template as the message says.',
    },
  },
  OVC7402: {
    severity: 'warning',
    title: 'Resource properties fail to compute',
    message: 'Resource {name}: {message}',
    hint: 'Heat accepts the stack (the resource type does not validate its properties) and fails when it creates the resource.',
    doc: { when: "A resource of a type that does not validate its properties (OS::Heat::None) has a property whose function fails when evaluated.", fix: 'Correct the property.' },
  },
  OVC7403: {
    severity: 'warning',
    title: 'Output fails to compute',
    message: 'Output {name}: {message}',
    hint: 'Heat creates the stack; showing the output fails.',
    doc: { when: "An output's value fails when evaluated (a get_param of an undeclared parameter, a function given wrong values).", example: 'outputs:\n  o: {value: {get_param: nope}}', fix: 'Correct the output.' },
  },
  OVC7404: {
    severity: 'warning',
    title: 'yaql not evaluated',
    message: "{path}: overcat's yaql evaluator cannot run this expression; the value is shown as the call",
    doc: { when: "A yaql expression uses a function or form overcat's YAQL evaluator (src/yaql) does not have; Heat evaluates it, overcat shows it symbolically (a condition is taken as true).", fix: 'Nothing to fix.' },
  },
  OVC7405: {
    severity: 'warning',
    title: 'Nested stacks too deep',
    message: 'Resource {name}: nested stacks deeper than {depth} levels are not previewed',
    doc: { when: "Nested templates map to further nested templates beyond Heat's default max_nested_stack_depth.", fix: 'Nothing: the deeper levels are not shown.' },
  },
  OVC7406: {
    severity: 'warning',
    title: 'Resource type needs a cloud service',
    message: "Resource {name}: {type} needs the {service} service, which Heat asks the cloud's catalog for before it validates the resource (and its cloud-side constraints such as nova.flavor after it); overcat validates the rest as if it were offered",
    hint: 'Heat without a reachable cloud refuses the stack here: {heatMessage}',
    doc: {
      when: "A resource's type (or the type the resource_registry maps it to) is one of the 164 Heat 19 types with a client (nova, neutron, cinder, heat's SoftwareConfig, …): Heat's Resource.validate first checks Keystone lists the service, and validates values such as images and flavors against the live service. overcat has no cloud; `data.heatClass`/`data.heatMessage` hold what Heat raises when it cannot reach one (ResourceTypeUnavailable; in a nested stack StackValidationFailed naming it).",
      example: 'resources:\n  s:\n    type: OS::Nova::Server\n    properties: {flavor: m1.small, image: cirros}',
      fix: 'Nothing to fix: Heat checks it against the cloud when the stack is created.',
    },
  },
  OVC7407: {
    severity: 'warning',
    title: 'Property constraint needs a cloud service',
    message: 'Resource {name}: property {property} is checked by Heat against the cloud ({constraints}); overcat cannot check it',
    doc: {
      when: "A property of a type that needs no service itself (AWS::AutoScaling::LaunchConfiguration's ImageId, InstanceType, KeyName, …) has a custom constraint that asks one (glance.image, nova.flavor, nova.keypair, …); Heat validates the value against the live service when the stack is created.",
      example: 'resources:\n  lc:\n    type: AWS::AutoScaling::LaunchConfiguration\n    properties: {ImageId: cirros, InstanceType: m1.small}',
      fix: 'Nothing to fix: make sure the image, flavor or key exists in the cloud.',
    },
  },
});
