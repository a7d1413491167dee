define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
class c1 (
  Optional[String] $p1 = 'o',
) {
  notify { 'c1-n1': message => "${p1} says hi" }
}
@@user {
  default: loglevel => 'info';
  'user1': shell => '/bin/sh';
  'user2': tag => 'alpha', managehome => true;
}
service { 'svc1': tag => 'alpha', loglevel => 'warning' }
Notify { require => Service['svc1'], message => "${module_name} says hi" }
User <|  |> { noop => false }
@notify { 'n1': require => Service['svc1'], tag => ['beta', 'beta'], subscribe => Service['svc1'] }
Service <| tag != 'db' |> <~ Service['svc1'] <~ Notify <| message == 42 |>
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: owner => 'www-data', content => 'data' }
Notify { tag => ['alpha', 'alpha'] }
package { 'pkg1': loglevel => 'warning', subscribe => File['/tmp/f2'] }
d1 { ['d1-n1', 'd1-n2']: level => 7 }
