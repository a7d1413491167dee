exec { 'run1': command => '/bin/true', * => { 'tag' => 'alpha' } }
notify { 'n1': notify => Exec['run1'] }
notify { 'n2': tag => ['beta', 'web'] }
exec { 'run2': command => '/usr/bin/env echo hi', require => Notify['n2'], path => ['/bin', '/usr/bin'], before => Exec['run1'] }
notify { 'n3': withpath => false, message => "tab\there", require => Notify['n1'] }
package { 'pkg1': tag => 'beta', require => [Exec['run2'], Exec['run1']] }
@package { 'pkg2': tag => 'gamma', * => { 'ensure' => 'latest' } }
tag 'db'
notify { 'n4': subscribe => Exec['run1'], withpath => true, tag => 'db' }
Package <| message == 42 |> { require +> Notify['n2'] }
user { 'user1': loglevel => 'info', noop => false }
File { owner => 'www-data', before => Notify['n2'] }
service { ['svc1', 'svc2', 'svc3']: notify => Exec['run1'] }
Package <| ensure == 'directory' |>
notify {
  default: tag => ['web', 'web'], require => Exec['run2'];
  'n5': require => Exec['run1'];
  'n6': before => Service['svc1'];
  'n7': message => "${module_name} says hi";
}
notify { 'n8': message => 'world', * => { 'notify' => [Notify['n2'], User['user1']] } }
tag 'db'
notify { ['n9', 'n10']: require => Notify['n8'] }
notify { 'n11': before => [User['user1'], Notify['n5']], noop => false }
Notify { subscribe => Notify['n1'], before => [Service['svc1']] }
Exec { path => ['/bin', '/usr/bin'] }
Package <| ensure == 'running' |>
