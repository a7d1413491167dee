package {
  default: noop => true, loglevel => 'info';
  'pkg1': ensure => 'absent';
  'pkg2': ensure => 'latest', tag => ['db', 'alpha'];
  'pkg3': ensure => 'latest';
}
tag 'gamma'
Package['pkg1'] ~> Package['pkg2']
service { 'svc1': ensure => 'running' }
notify { 'n1': require => Package['pkg3'], subscribe => Package['pkg2'] }
Package['pkg2'] ~> Notify <| tag != 'alpha' and message == 42 |> <~ [Package['pkg1']]
