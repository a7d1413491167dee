class c1 (
  Integer $p1 = 1,
) {
  tag 'web'
  file { '/tmp/c1-f1': owner => 'root', content => "line\n" }
  File { loglevel => 'info' }
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Boolean $p1 = false,
  Boolean $p2 = true,
  Boolean $p3 = false,
) {
  notify { 'c2-n1': tag => 'alpha', withpath => false }
}
class c3 {
  package { 'c3-pkg1': ensure => 'installed', tag => 'beta' }
  @package { ['c3-pkg2', 'c3-pkg3']: loglevel => 'info', ensure => 'installed' }
  notify {
    default: message => 'x y', withpath => true;
    'c3-n1': noop => false, tag => ['beta', 'beta'];
    'c3-n2': tag => 'alpha';
  }
}
Notify <| message == 'world' |>
Package <| ensure == 'running' and message == 42 |> { tag +> ['alpha', 'db'] }
Package <| ensure == 'directory' and tag != 'db' |> { require +> Notify['ghost'] }
exec { ['run1', 'run2']: command => '/bin/true', tag => 'web', timeout => '300' }
