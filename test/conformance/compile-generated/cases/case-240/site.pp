define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
tag 'beta'
@@user { 'user1': shell => '/bin/bash' }
d1 { 'd1-n1': level => 7 }
notify { ['n1', 'n2', 'n3']: require => Notify['d1-n1-d11'], withpath => false }
Notify['n1'] ~> [Notify['n3'], Notify['d1-n1-d11'], Notify['n2']] <- Notify['n1']
@notify { 'n4': message => "${trusted[certname]} says hi", * => {  } }
file { '/tmp/f1': owner => 'www-data', * => { 'content' => 'data' } }
service { ['svc1', 'svc2']: notify => File['/tmp/f1'] }
service { ['svc3', 'svc4']: enable => false }
d1 { 'd1-n2': level => 7 }
d1 { 'd1-n3': }
@exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', before => [Service['svc1']], timeout => '300' }
notify { 'n5': notify => Notify['d1-n2-d11'], require => [Service['svc1'], Service['svc3']] }
$v16 = { 'k' => 'v' }
Notify { loglevel => 'info', notify => [Service['svc1'], Notify['d1-n2-d11']] }
Notify['n5'] { message => "${facts[hostname]} says hi" }
package { 'pkg1': ensure => 'absent' }
Service['svc2'] ~> Package['pkg1'] -> File <|  |>
