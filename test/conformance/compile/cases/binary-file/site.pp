# binary_file reads a module file's bytes as they are; a Binary is held in the catalog as base64
$key = binary_file('m/key.bin')
file { '/etc/key.bin': content => $key }
file { '/etc/text.txt': content => binary_file('m/text.txt') }
$joined = Binary('aGVsbG8=') + $key
file { '/etc/joined': content => $joined }
notify { 'facts':
  message => [$key.length, $key =~ Binary, "${key}", String($key, '%p'), $key[1, 2], $joined == $key, 'ey' in $key],
}
class holder(Binary $data, Optional[Binary] $none = undef) {
  notify { 'held': message => { 'data' => $data, 'type' => type($data) } }
}
class { 'holder': data => Binary('aGk=') }
