// OVC5xxx: Hiera configuration, data and lookups.
import { defineCodes } from '../code-info.js';

export const hieraCodes = defineCodes({
  OVC5001: {
    severity: 'error',
    title: 'Key not found',
    message: "Function lookup() did not find a value for the name '{key}'",
    hint: 'Give --default, or add the key to a level of the hierarchy (see --explain).',
    doc: {
      when: 'No layer and no hierarchy level holds the key, and no default was given.',
      example: 'overcat lookup ntp::servers --hiera hiera.yaml --facts facts.yaml',
      fix: 'Add the key to the data, or pass --default.',
    },
  },
  OVC5002: {
    severity: 'error',
    title: 'Invalid hiera.yaml',
    message: 'hiera.yaml: {message}',
    doc: {
      when: 'The Hiera configuration is not a valid version 5 file (wrong version, a level without a name or a path, an unknown key).',
      example: 'version: 5\nhierarchy:\n  - path: common.yaml   # missing name',
      fix: 'Follow the Hiera 5 format: every level has a `name` and one of path, paths, glob, globs, mapped_paths.',
    },
  },
  OVC5003: {
    severity: 'error',
    title: 'Unsupported data provider',
    message: "Hierarchy level '{level}' uses {provider}, which overcat cannot read; lookups in this layer are refused",
    hint: 'overcat reads yaml_data and json_data; lookup_key and data_dig backends (eyaml, custom functions) run Ruby.',
    doc: {
      when: 'A level uses a data provider other than yaml_data or json_data. Puppet fails every lookup of the layer when such a function cannot be loaded (eyaml without its gem); overcat cannot run one at all, so it refuses rather than answer without that level.',
      example: 'hierarchy:\n  - name: Secrets\n    lookup_key: eyaml_lookup_key\n    path: secrets.eyaml',
      fix: 'Keep the data overcat must see in YAML or JSON levels.',
    },
  },
  OVC5004: {
    severity: 'warning',
    title: 'Data file is not a hash',
    message: '{path}: file does not contain a valid yaml hash; it is ignored, as Puppet does',
    doc: {
      when: 'A Hiera data file holds a list or a scalar instead of a mapping. Puppet warns and ignores it (an error with --strict=error).',
      example: '- a\n- b',
      fix: 'Make the file a mapping of keys to values.',
    },
  },
  OVC5005: {
    severity: 'error',
    title: 'Interpolation error',
    message: 'Interpolation of {text}: {message}',
    doc: {
      when: 'A `%{...}` expression is malformed, calls an unknown function, or loops back on the key being looked up.',
      example: "a: '%{lookup(\"a\")}'",
      fix: 'Correct the expression; `alias()` must be the whole string.',
    },
  },
  OVC5006: {
    severity: 'error',
    title: 'Merge error',
    message: "Merging the values of '{key}': {message}",
    doc: {
      when: 'The values found cannot be merged with the strategy asked for (e.g. a string under a hash merge), or the merge option is invalid.',
      example: 'overcat lookup some_string --merge hash ...',
      fix: 'Use a strategy that fits the values (see docs/diagnostics.md and Puppet\'s lookup documentation).',
    },
  },
  OVC5007: {
    severity: 'error',
    title: 'Invalid lookup_options',
    message: "lookup_options for '{key}': {message}",
    doc: {
      when: 'An entry of `lookup_options` is not a hash of `merge` / `convert_to`, or names an unknown strategy or type.',
      example: "lookup_options:\n  ntp::servers:\n    merge: deeep",
      fix: 'Use merge: first|unique|hash|deep (or a hash with strategy and options) and convert_to: Array|Hash|String|...',
    },
  },
  OVC5008: {
    severity: 'error',
    title: 'Facts are not a hash',
    message: '{path}: facts must be a hash of fact names to values',
    doc: {
      when: 'The facts file given with --facts is not a mapping.',
      example: '- osfamily: Debian',
      fix: 'Write the facts as a mapping (`osfamily: Debian`), or as Puppet\'s `{name, values}` JSON.',
    },
  },
  OVC5009: {
    severity: 'error',
    title: 'Invalid dotted key',
    message: "Looking up '{key}': {message}",
    doc: {
      when: "A dotted key (`a.b.0`, in a lookup or an interpolated variable) is not segments separated by single dots, or digs into a value that is neither a hash nor an array indexed by an integer (a string, a number, a boolean). Puppet fails such a lookup; a segment a hash or an array does not have is only not found.",
      example: "overcat lookup 'message.text' ...   # message is a string",
      fix: 'Dig only into hashes (by name) and arrays (by an unquoted integer).',
    },
  },
  OVC5010: {
    severity: 'error',
    title: 'Value is no lookup data',
    message: "Value for key '{key}' in {path} has wrong type, expects Puppet::LookupValue: it holds {found}",
    doc: {
      when: 'A Hiera value holds a hash with a key YAML reads as a boolean or null (`true:`, `no:`, `~:`), or a Ruby Symbol (a plain `:name` value). Puppet checks every value it reads against Puppet::LookupValue (RichData), whose hash keys are strings or numbers and which has no Symbols, and fails the compile.',
      example: 'flags:\n  true: enabled\nmode: :fast',
      fix: "Quote the key or the value ('true': enabled, mode: ':fast'), or key the hash by strings.",
    },
  },
  OVC5011: {
    severity: 'error',
    title: 'Timestamp or Ruby object in Hiera data',
    message: 'Unable to parse ({path}): Tried to load unspecified class: {type}',
    doc: {
      when: "A Hiera YAML data file holds an unquoted date or time (`release: 2024-01-31`), which YAML 1.1 reads as a timestamp, or a tag naming a Ruby class (`!ruby/object:Foo`, `!ruby/regexp`, `!!set`). Puppet loads data files with Ruby's safe YAML loader, which permits no class but Symbol (so no Date, Time or Psych::Set), so every lookup that reads the file fails, as in overcat.",
      example: 'release: 2024-01-31',
      fix: "Quote the value (release: '2024-01-31'), or write the data as plain strings, arrays and hashes.",
    },
  },
  OVC5016: {
    severity: 'error',
    title: 'Hiera data Ruby cannot make',
    message: 'Unable to parse {message}',
    doc: {
      when: 'A Hiera YAML data file holds a tagged value Ruby fails to make, such as `!!float abc` (Float() refuses the text). Puppet fails every lookup that reads the file, with Ruby\'s words, as overcat does.',
      example: 'ratio: !!float abc',
      fix: 'Write a number the tag can take, or leave the tag out.',
    },
  },
  OVC5017: {
    severity: 'error',
    title: 'Recursive lookup',
    message: "Lookup of key '{key}' failed: {message}",
    doc: {
      when: "A Hiera value interpolates (`%{lookup('k')}`, `%{hiera('k')}`, `%{alias('k')}`) a key whose lookup is already under way, itself or through other keys. Puppet fails the outermost lookup, naming the keys being looked up, as overcat does.",
      example: "a: \"%{lookup('b')}\"\nb: \"%{lookup('a')}\"",
      fix: 'Break the cycle: let one of the keys hold a value that interpolates none of the others.',
    },
  },
  OVC5012: {
    severity: 'error',
    title: 'JSON data file does not parse',
    message: 'Unable to parse ({path}): {message}',
    doc: {
      when: "A Hiera level's `json_data` file is not JSON as Ruby's JSON parser reads it (which Puppet uses): an empty file, a trailing comma, a leading zero, NaN. Ruby's parser takes `/* */` and `//` comments and repeated keys (the last wins), and so does overcat. Every lookup that reads the file fails, as in Puppet.",
      example: '{"ntp::servers": ["a", "b"],}',
      fix: 'Correct the JSON at the position shown.',
    },
  },
  OVC5013: {
    severity: 'error',
    title: 'JSON data file holds no hash',
    message: "Value returned from data_hash function 'json_data', when using location '{path}', has wrong type, expects a Hash value, got {type}",
    doc: {
      when: "A Hiera level's `json_data` file holds a list, a scalar or null instead of an object. Unlike a YAML data file, which Puppet then ignores with a warning, this fails every lookup that reads the file, in Puppet and in overcat.",
      example: '["a", "b"]',
      fix: 'Make the file a JSON object of keys to values.',
    },
  },
  OVC5014: {
    severity: 'error',
    title: 'Looked-up value has the wrong type',
    message: '{message}',
    doc: {
      when: '`overcat lookup --type T` found a value (or used the default) that is not a T, or T is no type. `puppet lookup --type` fails the same way, with the same words.',
      example: 'overcat lookup ntp::servers --type "Array[String]" ...   # the data holds [1, 2]',
      fix: 'Correct the data, or the type asked for.',
    },
  },
  OVC5015: {
    severity: 'error',
    title: 'Value cannot be rendered',
    message: 'The value found cannot be written as {format}: {message}',
    doc: {
      when: "`overcat lookup --render-as json` found a value JSON cannot hold (a YAML `.inf` or `.nan`). `puppet lookup --render-as json` fails the same way, with Ruby's JSON generator's words.",
      example: 'timeout: .inf',
      fix: 'Render the value with --render-as s or yaml, or write a number JSON can hold.',
    },
  },
  OVC5021: {
    severity: 'warning',
    title: 'hiera.yaml ignored in this layer',
    message: 'hiera.yaml is ignored in the {layer} layer: {reason}',
    hint: "Start the file with 'version: 5' to give this layer data.",
    doc: {
      when: 'An environment or module hiera.yaml has no `version` (version 3), says `version: 3`, is empty, or is not a hash. Puppet warns and looks nothing up in that layer, as overcat does.',
      example: ':backends: [yaml]\n:hierarchy: [common]',
      fix: 'Convert the file to version 5.',
    },
  },
  OVC5022: {
    severity: 'warning',
    title: 'hiera.yaml version 4',
    message: "Use of 'hiera.yaml' version 4 is deprecated in the {layer} layer. It should be converted to version 5",
    doc: {
      when: 'An environment or module hiera.yaml says `version: 4`. Puppet 7 still reads it (levels name a `backend: yaml|json`, paths without the extension) and warns, as overcat does.',
      example: 'version: 4\nhierarchy:\n  - name: common\n    backend: yaml',
      fix: 'Convert the file to version 5 (`data_hash: yaml_data`, `path: common.yaml`).',
    },
  },
  OVC5023: {
    severity: 'warning',
    title: 'Module data outside its namespace',
    message: "Module '{module}': {path} must use keys qualified with the name of the module; {keys} ignored",
    doc: {
      when: "A module layer's data file holds keys that do not start with `<module>::` (other than lookup_options). Puppet drops them with a warning, as overcat does: module data can only give the module's own keys.",
      example: '# modules/ntp/data/common.yaml\nservers: [a]   # not ntp::servers',
      fix: 'Prefix the keys with the module name, or move them to the environment layer.',
    },
  },
  OVC5090: {
    severity: 'error',
    title: 'Glob too large',
    message: "The glob '{pattern}' is refused: {message}",
    doc: {
      when: 'A `glob`/`globs` hierarchy level has braces that expand to more than 1,024 patterns (`{a,b}` repeated), which would make every lookup walk the disk that many times.',
      example: "glob: '{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}/*.yaml'",
      fix: 'Write fewer alternatives, or use `**` and a narrower name pattern.',
    },
  },
  OVC5091: {
    severity: 'error',
    title: 'Interpolation limit',
    message: "Looking up '{key}' stopped: {message}",
    hint: 'Hiera data that interpolates other keys must not nest more than 200 lookups deep nor expand to more than 10,000,000 characters or 100,000 interpolated lookups.',
    doc: {
      when: 'The `%{lookup()}`/`%{alias()}` interpolations under one lookup nest more than 200 deep (Puppet 7.23 itself fails with "stack level too deep" between 150 and 175), or expand to more than 10,000,000 characters or 100,000 interpolated lookups in all (a key that interpolates another twice, nested, doubles at every level). The location is the key where the limit was passed.',
      example: "k1: '%{lookup(\"k2\")}%{lookup(\"k2\")}'\nk2: '%{lookup(\"k3\")}%{lookup(\"k3\")}'\n# ... k40",
      fix: 'Flatten the chain: interpolate the final key directly, or use alias() to share one value.',
    },
  },
  OVC5020: {
    severity: 'warning',
    title: 'Empty interpolation in a hierarchy path',
    message: "{variable} is empty in the hierarchy path '{template}' (reads '{path}')",
    hint: 'Give the fact or the node name (--node, --facts) the path needs.',
    doc: {
      when: 'A fact or trusted value a hierarchy path interpolates is missing or empty, so the level reads a file such as `nodes/.yaml`.',
      example: "path: 'nodes/%{trusted.certname}.yaml'  # with no certname",
      fix: 'Pass --node NAME, or facts with the missing value.',
    },
  },
});
