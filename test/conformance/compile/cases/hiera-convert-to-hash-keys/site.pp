# convert_to Hash makes a hash of an array of pairs (or a flat array) keeping each key as it is:
# numbers stay numbers, as Puppet's Hash.new keeps them.
class ports (Hash[Integer, String] $names, Hash $flat) {
  notify { 'names': message => $names.map |$k, $v| { "${type($k, generalized)}:${k}=${v}" }.join(' ') }
  notify { 'flat': message => $flat.map |$k, $v| { "${type($k, generalized)}:${k}=${v}" }.join(' ') }
}
include ports
