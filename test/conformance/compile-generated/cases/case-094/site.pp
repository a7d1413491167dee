define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
}
class c1 (
  Integer $p1 = 8080,
  Array[String] $p2 = [],
) {
  Service { ensure => 'stopped', hasrestart => false }
  @notify { 'c1-n1': noop => true, tag => ['web', 'db'], withpath => true }
  file {
    default: mode => '0600', content => "line\n";
    '/tmp/c1-f1': tag => ['db', 'db'];
  }
}
class c2 inherits c1 {
  File['/tmp/c1-f1'] { tag => ['beta', 'gamma'] }
  package { 'c2-pkg1': ensure => '1.2.3', tag => ['alpha', 'db'] }
  notify { ['c2-n1', 'c2-n2']: withpath => false }
  notify { 'c2-n3': tag => ['gamma', 'gamma'], message => 42 }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
) {
  Notify <| message == 'x y' and tag != 'alpha' |>
  user { ['c3-user1', 'c3-user2', 'c3-user3']: loglevel => 'warning' }
  exec { 'c3-run1': command => '/usr/bin/env echo hi', noop => true, tag => 'gamma' }
  Notify { loglevel => 'warning', message => 'multi
  line' }
}
d1 { ['d1-n1', 'd1-n2']: extra => 7 }
$v17 = [1, 2]
Notify <| ensure == 'directory' |>
d1 { 'd1-n3': }
notify { ['n1', 'n2', 'n3']: notify => Notify['d1-n2-d12'] }
user { ['user1', 'user2', 'user3']: notify => Notify['d1-n3-d11'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user { ['user4', 'user5', 'user6']: require => Notify['d1-n3-d12'] }
@@notify { 'n4': message => "${trusted[certname]} says hi", before => [Notify['d1-n3-d12']] }
User['user1'] -> Notify['d1-n1-d12'] -> [Notify['d1-n3-d11'], User['user6'], Notify['d1-n1-d11']]
contain c2
Package <| title == 'user6' or message == 'hello' |>
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify {
  default: loglevel => 'warning', message => '';
  'n5': message => ['a', 'b'], require => Package['c2-pkg1'];
}
Notify['d1-n2-d12'] -> File <| title == 'd1-n1-d11' or message == 'world' |> <- Notify['d1-n3-d12']
package { 'pkg1': noop => true, require => User['user1'] }
if defined(Class['c1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
Notify { require => Notify['n3'], message => 42 }
user {
  default: tag => 'alpha';
  'user7': groups => ['adm', 'sudo'];
}
realize([Notify['c1-n1']])
