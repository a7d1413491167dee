define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", tag => 'alpha' }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = [],
) {
  Notify { loglevel => 'warning' }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Boolean $p1 = true,
  Array[String] $p2 = ['a', 'b'],
  Array[String] $p3 = ['a', 'b'],
) {
  user { 'c2-user1': shell => '/bin/sh', tag => 'gamma' }
  notify {
    default: message => '', tag => 'beta';
    'c2-n1': withpath => false;
    'c2-n2': tag => 'beta', message => "${p1} says hi";
  }
}
class c3 (
  Integer $p1 = 8080,
  Optional[String] $p2 = undef,
) {
  include c1
  Notify <| tag != 'alpha' |> { tag => ['gamma', 'alpha'] }
  Package { tag => 'web' }
}
file { '/tmp/f1': loglevel => 'info', owner => 'root', ensure => 'absent' }
contain c1
File['/tmp/f1'] { tag +> 'alpha' }
File['/tmp/f1'] ~> File['/tmp/f1']
include c2
user { 'user1': noop => true, managehome => true }
$v20 = [1, 2]
notify { 'n1': message => 'multi
line', require => User['c2-user1'], noop => false }
Notify <|  |>
include c1
