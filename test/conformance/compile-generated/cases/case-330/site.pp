Notify { tag => 'alpha' }
Notify { loglevel => 'warning' }
notify { 'n1': tag => ['beta', 'alpha'], message => ['a', 'b'], loglevel => 'warning' }
package {
  default: require => Notify['n1'];
  'pkg1': ensure => '1.2.3';
  'pkg2': require => Notify['n1'], noop => false;
  'pkg3': tag => 'beta';
}
Exec <| tag != 'web' and message == 'world' |>
Package['pkg1'] { before +> Notify['n1'] }
Package['pkg3'] ~> Package['pkg2']
user { ['user1', 'user2', 'user3']: before => Package['pkg3'] }
package { 'pkg4': tag => ['alpha', 'web'], * => { 'require' => [User['user3'], Package['pkg1']] } }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': command => '/usr/bin/env echo hi', noop => true, subscribe => User['user3'], before => [Notify['n1']] }
if defined(Package['pkg1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n2': subscribe => Package['pkg4'], noop => false, message => "${trusted[certname]} says hi" }
$v15 = [1, 2]
file { '/tmp/f1': ensure => 'file' }
Notify <| title == 'pkg3' |> { message => "tab\there" }
Notify { notify => Package['pkg2'] }
