define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'beta' }
}
class c1 {
  User { shell => '/bin/sh', ensure => 'absent' }
  service { 'c1-svc1': loglevel => 'warning' }
  tag 'beta'
}
service { 'svc1': enable => true, noop => true }
Notify { withpath => false, noop => false }
service { 'svc2': tag => ['alpha', 'gamma'], notify => Service['svc1'], require => Service['svc1'] }
@notify { 'n1': require => [Service['svc2']] }
notify {
  default: noop => false;
  'n2': require => Service['svc2'], loglevel => 'warning';
  'n3': tag => ['gamma', 'beta'], require => Service['svc2'];
}
User <| tag != 'alpha' or message == 'hello' |> { tag +> 'web' }
user { 'user1': ensure => 'absent', noop => true }
