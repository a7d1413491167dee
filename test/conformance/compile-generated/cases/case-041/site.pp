file {
  default: tag => ['gamma', 'beta'];
  '/tmp/f1': tag => ['gamma', 'db'];
}
notify { 'n1': subscribe => File['/tmp/f1'], message => ['a', 'b'] }
@notify { 'n2': tag => 'web' }
file { '/tmp/f2': ensure => 'file', require => File['/tmp/f1'] }
Exec <|  |>
Notify <| (tag == 'db' or tag == 'alpha') and ensure == 'present' |>
package { 'pkg1': tag => 'beta' }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
