class c1 (
  Optional[String] $p1 = undef,
  Integer $p2 = 8080,
) {
  service { 'c1-svc1': loglevel => 'warning' }
  exec { 'c1-run1': tag => ['gamma', 'beta'], refreshonly => true }
}
class c2 inherits c1 {
  file { '/tmp/c2-f1': owner => 'root' }
  tag 'beta'
  notify { 'c2-n1': message => 'hello', * => { 'noop' => false } }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
) inherits c1 {
  Service['c1-svc1'] { noop +> 'alpha' }
  notify { 'c3-n1': message => "${p1} says hi", loglevel => 'warning', withpath => true }
  notify {
    default: noop => false, loglevel => 'warning';
    'c3-n2': withpath => false;
    'c3-n3': message => 'world', loglevel => 'warning';
  }
}
stage { 'pre': before => Stage['main'] }
notify { ['n1', 'n2', 'n3']: message => 'multi
line' }
notify {
  default: notify => Notify['n1'];
  'n4': notify => Notify['n1'], subscribe => [Notify['n2']];
  'n5': tag => ['beta', 'beta'], notify => Notify['n2'];
}
File <| title == 'n2' and tag != 'web' |>
exec { 'run1': command => 'touch /tmp/x', timeout => 30 }
@service { 'svc1': ensure => 'stopped', enable => false }
notify {
  default: tag => ['db', 'gamma'];
  'n6': noop => true, notify => Notify['n4'];
}
@service {
  default: ensure => 'running', notify => Notify['n4'];
  'svc2': noop => false;
  'svc3': before => Notify['n2'], hasrestart => true;
  'svc4': ensure => 'running', tag => ['db', 'db'];
}
Notify['n2'] -> Notify <| ensure == 'running' |> -> Notify <| ensure == 'directory' or ensure == 'directory' |>
Service <| ensure == 'directory' |>
realize([Service['svc3'], Service['svc1']])
notify { ['n7', 'n8']: tag => 'alpha' }
$v24 = 'val'
realize(Service['svc4'])
$v26 = [1, 2]
File <| title == 'n4' |>
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n9': require => Notify['n2'], withpath => true }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
