define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $title }
}
tag 'db'
Notify <| ensure == 'directory' |> { tag +> 'web' }
$v5 = [1, 2]
@service { 'svc1': ensure => 'stopped' }
@@notify { 'n1': noop => false }
notify { 'n2': noop => false }
file { '/tmp/f1': require => Notify['n2'], subscribe => Notify['n2'] }
realize(Service['svc1'])
tag 'beta'
@@package { 'pkg1': ensure => 'latest', tag => 'web' }
Exec <<| title == '/tmp/f1' |>> { tag +> 'gamma' }
File { noop => true, require => [Service['svc1'], File['/tmp/f1']] }
File { owner => 'www-data' }
realize([Service['svc1']])
Service <<| ensure == 'running' or message == 42 |>> { noop => true }
notify { ['n3', 'n4']: notify => Service['svc1'] }
package { ['pkg2', 'pkg3', 'pkg4']: before => Notify['n4'], notify => Notify['n4'] }
notify { 'n5': message => "${module_name} says hi", subscribe => File['/tmp/f1'], before => Package['pkg4'] }
notify {
  default: withpath => true;
  'n6': noop => false, tag => ['gamma', 'web'];
  'n7': require => Package['pkg2'], tag => 'web';
}
tag 'beta'
notify { 'n8': before => Notify['n3'], notify => Notify['n3'] }
realize([Service['svc1']])
d1 { ['d1-n1', 'd1-n2']: }
d1 { ['d1-n3', 'd1-n4']: }
exec { ['run1', 'run2', 'run3']: before => Notify['n6'] }
@d1 { 'd1-n5': }
d1 { 'd1-n6': msg => 7 }
d1 { ['d1-n7', 'd1-n8']: }
tag 'beta'
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: subscribe => Notify['d1-n4-d12'], notify => Notify['n7'] }
file { '/tmp/f5': tag => ['web', 'alpha'] }
Notify { loglevel => 'warning' }
@@package { 'pkg5': noop => true, loglevel => 'info' }
file { ['/tmp/f6', '/tmp/f7', '/tmp/f8']: tag => ['alpha', 'web'] }
file { '/tmp/f9': content => "${module_name}", * => {  } }
$v38 = [1, 2]
User { groups => [], uid => '300' }
