// The functions overcat is measured against, by name: Puppet 7.23's own (lib/puppet/functions and
// lib/puppet/parser/functions) and puppetlabs-stdlib 9.7.0's, with why overcat refuses the ones it
// will not run. docs/functions.md is rendered from this and the registry (functions-doc.ts).

/** Puppet 7.23's core functions. */
export const PUPPET_CORE_FUNCTIONS = `abs alert all annotate any assert_type binary_file break call camelcase capitalize ceiling chomp
chop compare contain convert_to create_resources crit debug defined dig digest downcase each emerg empty epp err
eyaml_lookup_key fail file filter find_file find_template flatten floor fqdn_rand generate get getvar group_by hiera
hiera_array hiera_hash hiera_include hocon_data import include index info inline_epp inline_template join json_data
keys length lest lookup lstrip map match max md5 min module_directory new next notice partition realize reduce
regsubst require return reverse_each round rstrip scanf sha1 sha256 shellquote size slice sort split sprintf step
strftime strip tag tagged template then tree_each type unique unwrap upcase values versioncmp warning with
yaml_data`.split(/\s+/);

/** stdlib 9.7.0's functions (3.x, 4.x and `stdlib::` names; not the 17 that 9.0 removed). */
export const STDLIB_9_FUNCTIONS = `any2array any2bool assert_private base64 basename batch_escape bool2num bool2str clamp concat
convert_base count deep_merge defined_with_params delete delete_at delete_regex delete_undef_values delete_values
deprecation difference dirname dos2unix enclose_ipv6 ensure_packages ensure_resource ensure_resources fact
fqdn_rand_string fqdn_rotate fqdn_uuid get_module_path getparam glob grep has_interface_with has_ip_address
has_ip_network intersection is_a join_keys_to_values load_module_metadata loadjson loadyaml member merge num2bool
os_version_gte parsehocon parsejson parsepson parseyaml pick pick_default powershell_escape prefix pry pw_hash range
regexpescape reject reverse seeded_rand seeded_rand_string shell_escape shell_join shell_split shuffle squeeze
str2bool str2saltedpbkdf2 str2saltedsha512 suffix swapcase time to_bytes to_json to_json_pretty to_python to_ruby
to_toml to_yaml type_of union unix2dos uriescape validate_augeas validate_cmd validate_domain_name
validate_email_address validate_legacy validate_x509_rsa_key_pair values_at zip stdlib::batch_escape stdlib::crc32
stdlib::deferrable_epp stdlib::end_with stdlib::ensure stdlib::ensure_packages stdlib::extname stdlib::fqdn_rand_string stdlib::fqdn_rotate
stdlib::has_function stdlib::has_interface_with stdlib::ip_in_range stdlib::merge stdlib::nested_values
stdlib::os_version_gte stdlib::parsehocon stdlib::powershell_escape stdlib::seeded_rand stdlib::seeded_rand_string
stdlib::sha256 stdlib::shell_escape stdlib::sort_by stdlib::start_with stdlib::str2resource stdlib::time stdlib::to_json
stdlib::to_json_pretty stdlib::to_python stdlib::to_ruby stdlib::to_toml stdlib::to_yaml stdlib::type_of
stdlib::validate_domain_name stdlib::validate_email_address stdlib::xml_encode`.split(/\s+/);

/** The functions stdlib 9.0 removed that older code still calls: run with stdlib 8.x's semantics where the module path ships them. */
export const STDLIB_REMOVED_IN_9 = `dig44 has_key hash is_array is_hash is_integer is_ip_address is_numeric is_string try_get_value
validate_absolute_path validate_array validate_bool validate_hash validate_integer validate_re validate_string`.split(/\s+/);

/** stdlib functions written in the Puppet language: the module path runs them, no native code needed. */
export const PUPPET_LANGUAGE_FUNCTIONS = new Set(['stdlib::deferrable_epp', 'stdlib::ensure']);

/** Functions overcat will not run, and why (a compilation must not act on or depend on the compiling host). */
export const REFUSED: Readonly<Record<string, string>> = {
  generate: 'runs a command on the compiling host',
  validate_cmd: 'runs a command on the compiling host',
  validate_augeas: 'needs Augeas on the compiling host',
  pry: 'opens a debugger in the compiling process',
  shuffle: "Ruby's unseeded random order: a catalog would differ on every run",
  str2saltedsha512: "Ruby's unseeded random salt: a catalog would differ on every run",
  time: 'the compiling clock: a catalog would differ on every run',
  'stdlib::time': 'the compiling clock: a catalog would differ on every run',
  import: 'removed from the language; Puppet itself fails on it',
  eyaml_lookup_key: 'a Hiera backend, not callable from manifests; encrypted data is not decrypted',
};
