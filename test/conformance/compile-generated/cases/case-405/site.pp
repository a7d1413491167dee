@service { 'svc1': noop => false, loglevel => 'warning' }
Notify <| tag != 'web' |> <- Notify <| title == 'n1' |>
@user { 'user1': tag => 'gamma' }
package {
  default: tag => ['beta', 'beta'], noop => true;
  'pkg1': ensure => 'installed', loglevel => 'info';
  'pkg2': ensure => 'installed';
}
tag 'db'
Service <| title == 'pkg2' |> { tag => ['gamma', 'web'] }
notify { 'n1': tag => ['beta', 'beta'] }
User { require => Package['pkg1'], loglevel => 'info' }
realize([Service['svc1']])
$v9 = { 'k' => 'v' }
@@file { '/tmp/f1': tag => 'web', ensure => 'file' }
Package['pkg2'] { require +> Notify['n1'] }
