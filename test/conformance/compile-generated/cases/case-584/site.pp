define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra, tag => 'db' }
}
@notify { 'n1': loglevel => 'info', tag => ['gamma', 'gamma'], message => "${facts[hostname]} says hi" }
@notify { 'n2': loglevel => 'warning', message => ['a', 'b'] }
file { ['/tmp/f1', '/tmp/f2']: mode => '0755', noop => false }
Service <| ensure == 'directory' and tag == 'gamma' |> ~> [File['/tmp/f2'], File['/tmp/f1']]
File['/tmp/f1'] -> File['/tmp/f2']
[File['/tmp/f1']] <- File['/tmp/f2'] ~> File['/tmp/f1']
File['/tmp/f2'] { tag => 'db' }
[File['/tmp/f2']] <~ File['/tmp/f1']
package { ['pkg1', 'pkg2']: subscribe => File['/tmp/f2'], tag => 'gamma' }
exec {
  default: tag => 'beta';
  'run1': tag => 'alpha', path => ['/bin', '/usr/bin'];
  'run2': before => File['/tmp/f1'];
}
Notify <| tag == 'beta' or ensure == 'directory' |>
Service { subscribe => [Exec['run2']], before => File['/tmp/f1'] }
User { subscribe => File['/tmp/f1'], uid => 30 }
tag 'alpha'
File { content => 'data', notify => [File['/tmp/f1']] }
package { 'pkg3': before => Package['pkg2'], notify => Package['pkg2'], ensure => 'latest' }
notify {
  default: noop => true, message => 'hello';
  'n3': tag => ['beta', 'beta'], withpath => true;
}
d1 { ['d1-n1', 'd1-n2']: extra => 7 }
$v21 = { 'k' => 'v' }
@d1 { 'd1-n3': extra => 7 }
Exec { notify => File['/tmp/f2'] }
