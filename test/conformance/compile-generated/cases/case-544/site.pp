define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'alpha' }
  Notify { noop => true }
}
tag 'alpha'
tag 'web'
@notify { 'n1': tag => ['web', 'db'] }
Notify <| ensure == 'running' |>
$v8 = { 'k' => 'v' }
Notify <| tag != 'web' |> { tag +> 'web' }
Exec { tag => ['alpha', 'db'] }
notify {
  default: loglevel => 'info';
  'n2': message => 'world';
}
realize(Notify['n1'])
notify { ['n3', 'n4', 'n5']: withpath => false }
Notify <| title == 'n4' |> <~ Notify['n2'] ~> [Notify['n4']]
package { ['pkg1', 'pkg2']: notify => Notify['n4'] }
d1 { 'd1-n1': }
if defined(Notify['n2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n6': loglevel => 'warning', message => 'world', tag => 'beta' }
file {
  default: loglevel => 'warning';
  '/tmp/f1': loglevel => 'warning', subscribe => Notify['n3'];
  '/tmp/f2': require => Notify['n4'], notify => Notify['d1-n1-d11'];
}
file { '/tmp/f3': before => [File['/tmp/f2']], * => { 'tag' => ['alpha', 'web'] } }
@notify { ['n7', 'n8', 'n9']: message => "${trusted[certname]} says hi" }
Service { enable => false, hasrestart => true }
file {
  default: tag => 'web', notify => File['/tmp/f2'];
  '/tmp/f4': subscribe => Notify['n6'];
  '/tmp/f5': ensure => 'absent', notify => Package['pkg2'];
}
Notify <|  |>
File['/tmp/f4'] { require => Notify['n5'] }
notify { ['n10', 'n11', 'n12']: require => File['/tmp/f1'] }
realize([Notify['n1'], Notify['n9']])
Package { ensure => 'absent' }
[Notify['n6']] <~ File['/tmp/f3'] -> Notify['n10']
