// OVC3130–OVC3139 and OVC8010–OVC8014: the modules' Ruby functions — functions that probe the
// compiling host, legacy ones Puppet 7 refuses to load, and the results a user pins for them
// (`--function-result`, `--function-results`).
import { defineCodes } from '../code-info.js';

export const moduleFunctionCodes = defineCodes({
  OVC3130: {
    severity: 'error',
    title: 'Function probes the compiling host',
    message: "The function '{name}' of module {module} {probe}; overcat does not probe the host it runs on",
    hint: "Pin the value it gives on the target node: --function-result {name}=JSON, or a --function-results file.",
    doc: {
      when: "A module's Ruby function whose answer depends on the machine that compiles, not on the node's facts and data, is called: Fuel's `url_available` and `generate_apt_pins` fetch URLs, `ntp_available` and `check_ntp` ask NTP servers, `is_file_updated` and `debug__dump_to_file` read or write local files, `is_pkg_installed`, `get_packages_for_upgrade` and `default_provider_for` ask the local package system.",
      example: "$ok = url_available('http://mirror.example.com/ubuntu')",
      fix: 'Give the result the function has on the node with `--function-result NAME=JSON` (repeatable) or `--function-results FILE` (YAML or JSON map of name to value); the value is returned for any arguments.',
    },
  },
  OVC3131: {
    severity: 'error',
    title: 'Ruby function Puppet 7 cannot load',
    message: '{message}',
    hint: "Puppet 7 fails here too: the module's Ruby is older than Puppet 7 (its message gives a method name's column as its line).",
    doc: {
      when: "A module's Ruby 3.x function (`lib/puppet/parser/functions`) that Puppet 7 cannot load is needed. Puppet 7 parses a 3.x file before it loads it for a call and refuses any method definition (`def`) in it (a SecurityError that stops the run), native stand-in or not: Fuel's get_ssl_property defines a helper class. And a function that loads every 3.x function of the module path (Fuel's prepare_network_config calls Puppet's `autoloader.loadall`) fails at the first file that requires a library Puppet 7 no longer ships (`puppet/util/methodhelper`: Fuel's generate_network_config).",
      example: "$p = get_ssl_property($use_ssl, $public_ssl, 'keystone', 'public', 'protocol', 'http')",
      fix: 'Use a release of the module written for Puppet 7 (its functions in the 4.x API, or without methods and removed libraries), or compile with the Puppet version the module was written for.',
    },
  },
  OVC8010: {
    severity: 'error',
    title: 'Bad pinned function result',
    message: "--function-result '{text}' is not NAME=JSON: {reason}",
    doc: {
      when: '`--function-result` is given something other than a function name, `=`, and a JSON value.',
      example: 'overcat compile ... --function-result url_available=yes',
      fix: "Write the value as JSON: `--function-result url_available=true`, `--function-result 'is_pkg_installed=\"1.2-3\"'`.",
    },
  },
  OVC8011: {
    severity: 'error',
    title: 'Function results file is not a map',
    message: "The function results file '{path}' must map function names to values",
    doc: {
      when: 'The file given with `--function-results` is valid YAML or JSON but not a map (a list, a scalar), or a key is not a function name.',
      example: '- url_available: true',
      fix: 'Write one `name: value` pair per function at the top level of the file.',
    },
  },
});
