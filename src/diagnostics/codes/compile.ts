// OVC31xx–OVC34xx: compiling a catalog (the evaluator and its functions). The value operations'
// own codes (OVC30xx) live in evaluation.ts.
import { defineCodes } from '../code-info.js';

// Most messages are Puppet's own wording (in {message}), so a user who knows Puppet's errors
// recognises them; the code says what kind of problem it is.
export const compileCodes = defineCodes({
  OVC3101: {
    severity: 'warning',
    title: 'Unknown variable',
    message: "Unknown variable: '{name}'.",
    doc: {
      when: 'A variable is read that no scope in reach has set. Puppet evaluates it to undef with a warning; with `--strict-variables` it is an error.',
      example: 'notice($no_such_variable)',
      fix: 'Set the variable, qualify it with its class (`$nova::params::x`), or check its spelling.',
    },
  },
  OVC3102: {
    severity: 'error',
    title: 'Unknown resource type',
    message: "Resource type not found: {type}",
    hint: 'Known types are the core types, the module path\'s defined types and module types with `.resource_types` metadata.',
    doc: {
      when: 'A resource, default, collector or reference names a type that is neither a core type, a defined type of the module path nor a module resource type.',
      example: "fiel { '/tmp/x': }",
      fix: 'Check the spelling, or add the module that defines the type to the module path.',
    },
  },
  OVC3103: {
    severity: 'error',
    title: 'Unknown class',
    message: "Could not find class ::{name}",
    doc: {
      when: '`include`, `contain`, `require`, `class { }` or `--class` names a class no module of the module path (nor the manifest) defines.',
      example: 'include no_such_class',
      fix: 'Check the name and the module path.',
    },
  },
  OVC3104: {
    severity: 'error',
    title: 'Duplicate declaration',
    message: "Duplicate declaration: {ref} is already declared{first}; cannot redeclare",
    doc: {
      when: 'Two resources have the same type and title (or namevar, or whole composite uniqueness key such as a package\'s name and provider), or a class is declared resource-like (`class { }`) when it was already declared.',
      example: "notify { 'x': }  notify { 'x': }",
      fix: 'Declare the resource once; use a resource override or a collector to change it elsewhere.',
    },
  },
  OVC3105: {
    severity: 'error',
    title: 'No such parameter',
    message: "{resource}: has no parameter named '{name}'",
    doc: {
      when: 'A resource or class declaration sets an attribute its type does not have (nor is it a metaparameter).',
      example: "file { '/tmp/x': colour => red }",
      fix: 'Check the attribute name against the type (`overcat registry --kind types`).',
    },
  },
  OVC3106: {
    severity: 'error',
    title: 'Missing parameter',
    message: "{resource}: expects a value for parameter '{name}'",
    doc: {
      when: 'A class or defined type parameter without a default got no value (neither from the declaration nor from Hiera).',
      example: "define d($x) {}  d { 'a': }",
      fix: 'Pass a value, give the parameter a default, or set `<class>::<param>` in Hiera.',
    },
  },
  OVC3107: {
    severity: 'error',
    title: 'Reference to a missing resource',
    message: '{message}',
    doc: {
      when: 'A relationship (`->`, `before`, `require`...), `realize` or a resource override names a resource that is not in the catalog.',
      example: "notify { 'a': before => Notify['missing'] }",
      fix: 'Declare the resource, or fix the reference.',
    },
  },
  OVC3108: {
    severity: 'error',
    title: 'Unknown function',
    // Puppet words it two ways: "Unknown function: 'x'." for a call written in the code, "Unknown
    // function 'x'" for a name given to call() (external_call_function's ArgumentError).
    message: '{message}',
    doc: {
      when: "A function is called, directly or by name with call(), that is neither one of the functions overcat implements nor a Puppet-language function of the module path. A direct call reads `Unknown function: 'x'.`, a name given to call() `Unknown function 'x'`, as Puppet words them.",
      example: "$x = no_such_function(1)",
      fix: 'Check the name; add the module that defines it.',
    },
  },
  OVC3109: {
    severity: 'error',
    title: 'Function not supported by overcat',
    message: "The function '{name}' is not supported by overcat{where}",
    hint: 'overcat runs no Ruby: functions written in Ruby must be implemented natively in overcat to be used.',
    doc: {
      when: "A function is called that is defined in Ruby (a module's `lib/puppet/functions` or `lib/puppet/parser/functions`) and overcat has no native implementation of it.",
      example: "$x = mymodule::ruby_only_function(1)",
      fix: 'Rewrite the call with a supported function, or compile this manifest with Puppet.',
    },
  },
  OVC3110: {
    severity: 'error',
    title: 'Wrong function arguments',
    message: '{message}',
    doc: {
      when: "A function is called with arguments none of its signatures accepts (their count or types), or without the lambda it needs.",
      example: "include()",
      fix: 'Call the function as its signature says (the message shows what it expects).',
    },
  },
  OVC3111: {
    severity: 'error',
    title: 'Evaluation failed',
    message: '{message}',
    doc: {
      when: "The manifest called `fail()`, or an evaluation step failed for a reason Puppet reports with its own message (an assignment to an already assigned variable, a `return` outside a function, a bad `create_resources` argument...).",
      example: "fail('unsupported platform')",
      fix: 'Read the message: it is the manifest author\'s, or Puppet\'s wording of the problem.',
    },
  },
  OVC3112: {
    severity: 'info',
    title: 'Log message',
    message: '{level}: {message}',
    doc: {
      when: 'The manifest called `notice`, `info`, `warning`, `err`, `debug`, `alert`, `crit` or `emerg`; the message is reported with the place of the call (`warning` and above as warnings).',
      example: "notice('hello')",
      fix: 'Nothing to fix: it is the manifest\'s own output.',
    },
  },
  OVC3113: {
    severity: 'error',
    title: 'No matching node definition',
    message: "Could not find node statement with name 'default' or '{node}'",
    doc: {
      when: 'The manifest has node definitions but none matches the node name and there is no `node default`.',
      example: "node 'web01' { }   # compiling for db01",
      fix: 'Add a `node default { }` or a definition matching the node.',
    },
  },
  OVC3114: {
    severity: 'error',
    title: 'Lookup found no value',
    message: 'Function lookup() did not find a value for {names}',
    doc: {
      when: '`lookup()` (or `hiera()`) found the key in no Hiera level and no default was given.',
      example: "$x = lookup('missing::key')",
      fix: 'Add the key to the Hiera data, or pass a default value.',
    },
  },
  OVC3115: {
    severity: 'error',
    title: 'Resource override refused',
    message: '{message}',
    doc: {
      when: "A resource override (`Type['title'] { attr => value }`) sets a parameter that already has a value from a scope that is not a subclass of the resource's scope, as Puppet refuses; or the overridden resource does not exist.",
      example: "class a { notify { 'x': message => 1 } }  include a  Notify['x'] { message => 2 }",
      fix: "Use `+>` to add to an array, a collector override (`Notify <| title == 'x' |> { message => 2 }`), or an inheriting class.",
    },
  },
  OVC3116: {
    severity: 'error',
    title: 'Not supported by overcat',
    message: '{what} is not supported by overcat yet',
    doc: {
      when: 'The manifest uses a language feature overcat does not evaluate yet (it says which); rather than guess, compilation fails.',
      example: "import 'other.pp'",
      fix: 'Compile this manifest with Puppet, or rewrite the construct.',
    },
  },
  OVC3117: {
    severity: 'error',
    title: 'Definition given twice',
    message: "{what} is already defined (file: {file}, line: {line}); cannot redefine",
    doc: {
      when: 'The site manifest defines a class, defined type, function, type alias or node (a node name or regex) a second time; Puppet refuses it when it loads the manifest, whether or not the definition is used.',
      example: "class app {}\nclass app {}",
      fix: 'Keep one definition, or rename one of them.',
    },
  },
  OVC3160: {
    severity: 'warning',
    title: 'External fact script not run',
    message: 'The external fact script {file} is not run; the facts it would report are missing',
    hint: 'Give those facts in the facts file (as the agent reports them: `puppet facts show`).',
    doc: {
      when: "A module's `facts.d/` holds a program (not a `.txt`, `.yaml`, `.yml` or `.json` file). An agent's Facter runs it after pluginsync and reports its output as facts; overcat runs no programs.",
      example: 'modules/site/facts.d/rack.sh',
      fix: 'Add the facts it prints to the node\'s facts file.',
    },
  },
});
