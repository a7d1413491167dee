define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'beta' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = 'o',
  Array[String] $p2 = ['x'],
) {
  package { 'c1-pkg1': tag => 'beta', ensure => 'absent' }
  file {
    default: loglevel => 'warning';
    '/tmp/c1-f1': owner => 'root';
    '/tmp/c1-f2': content => 'data';
    '/tmp/c1-f3': loglevel => 'warning', mode => '0644';
  }
  user { 'c1-user1': noop => true }
  tag 'web'
}
class c2 inherits c1 {
  File['/tmp/c1-f2'] { tag => ['gamma', 'alpha'] }
  Exec <| ensure == 'directory' |> { require => Notify['ghost'] }
  user { 'c2-user1': groups => 'users', tag => 'web' }
}

