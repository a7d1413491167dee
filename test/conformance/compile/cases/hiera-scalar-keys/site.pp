# Plain YAML keys that Psych reads as numbers stay such keys in Hiera's hashes (Puppet refuses
# boolean and nil keys: no Puppet::LookupValue),
# through interpolation and merges, so a class typed Hash[Integer, String] accepts them.
class dns (Hash[Integer, String] $ns_records, Hash $flags) {
  notify { 'ns': message => $ns_records.map |$k, $v| { "${type($k, generalized)}:${k}=${v}" }.join(' ') }
  notify { 'flags': message => $flags.map |$k, $v| { "${type($k, generalized)}:${k}=${v}" }.join(' ') }
}
include dns

$deep = lookup('pools', Hash, 'deep')
notify { 'deep': message => $deep.map |$k, $v| { "${type($k, generalized)}:${k}=${v}" }.join(' ') }
notify { 'nested': message => lookup('nested')['inner'].keys.map |$k| { type($k, generalized) }.join(',') }
notify { 'quoted': message => lookup('quoted').keys.map |$k| { type($k, generalized) }.join(',') }
notify { 'dig': message => "${lookup('pools')[1]}" }
