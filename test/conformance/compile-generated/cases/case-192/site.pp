define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $level, tag => 'gamma' }
  File { noop => true }
}
file { '/tmp/f1': mode => '0755', * => {  } }
package {
  default: loglevel => 'info';
  'pkg1': require => File['/tmp/f1'];
  'pkg2': tag => 'db', ensure => 'absent';
  'pkg3': before => File['/tmp/f1'];
}
@@notify { 'n1': noop => false, tag => 'beta' }
notify {
  default: loglevel => 'warning';
  'n2': require => Package['pkg2'];
}
Notify['n2'] { withpath => false }
Service { noop => false }
[Package['pkg2'], Notify['n2']] -> Package['pkg3']
$v11 = { 'k' => 'v' }
Package <| ensure == 'running' |>
Notify <| tag != 'alpha' |>
Service { subscribe => Package['pkg3'] }
Package['pkg2'] <- Package['pkg3'] ~> Notify['n2']
d1 { 'd1-n1': }
file { '/tmp/f2': owner => 'www-data', subscribe => Package['pkg3'], noop => true }
if defined(Notify['d1-n1-d12']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v20 = [1, 2]
Exec { timeout => '300' }
Notify { notify => [Notify['d1-n1-d12']], message => 'multi
line' }
file {
  default: content => 'data', tag => ['beta', 'beta'];
  '/tmp/f3': owner => 'www-data', require => Notify['d1-n1-d12'];
  '/tmp/f4': mode => '0600', noop => true;
  '/tmp/f5': notify => Package['pkg2'];
}
