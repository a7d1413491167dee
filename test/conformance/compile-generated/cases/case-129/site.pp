exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', refreshonly => false, tag => ['gamma', 'db'] }
tag 'web'
Service <| ensure == 'directory' |> <~ Exec['run2'] <- [Exec['run2'], Exec['run1']]
notify { 'n1': message => "${facts[hostname]} says hi" }
Package { loglevel => 'warning' }
notify { 'n2': before => Notify['n1'], * => {  } }
Notify <| tag != 'beta' and title == 'n1' |> ~> Notify['n2'] -> [Exec['run1'], Notify['n1'], Exec['run2']]
@notify { ['n3', 'n4', 'n5']: notify => Notify['n1'] }
@notify {
  default: tag => ['web', 'web'], before => Notify['n2'];
  'n6': before => Notify['n2'], message => 'multi
line';
  'n7': tag => 'beta';
  'n8': loglevel => 'info';
}
File { notify => Exec['run2'] }
file { '/tmp/f1': noop => false, require => [Notify['n1']], owner => 'www-data' }
exec {
  default: command => '/usr/bin/env echo hi', tag => ['db', 'db'];
  'run3': command => '/usr/bin/env echo hi', loglevel => 'warning';
  'run4': command => 'touch /tmp/x', timeout => '300';
}
@exec { 'run5': path => ['/bin', '/usr/bin'], loglevel => 'info', command => 'touch /tmp/x' }
@user {
  default: notify => Notify['n2'], noop => true;
  'user1': subscribe => [File['/tmp/f1'], Exec['run2']], shell => '/bin/bash';
  'user2': shell => '/bin/sh';
}
file { '/tmp/f2': subscribe => [Exec['run4'], Notify['n1']], tag => 'db', require => File['/tmp/f1'] }
@@notify { ['n9', 'n10', 'n11']: loglevel => 'warning' }
Notify <<| tag == 'gamma' and title == '/tmp/f2' |>>
notify {
  default: tag => ['gamma', 'web'];
  'n12': loglevel => 'info';
  'n13': tag => 'beta';
  'n14': tag => ['web', 'gamma'];
}
Notify <| tag != 'web' and title == 'n1' |>
Exec['run3'] -> [Exec['run3'], Exec['run2'], Exec['run4']]
notify { 'n15': tag => 'alpha', before => Notify['n14'], require => File['/tmp/f1'] }
Exec['run3'] -> [File['/tmp/f1'], Exec['run4']]
Exec['run4'] <~ Notify <| ensure == 'running' |> <- Service <| message == 'x y' and tag != 'gamma' |>
@notify { ['n16', 'n17', 'n18']: message => 'world' }
Notify['n14'] { before => Notify['n2'] }
package { 'pkg1': noop => true, subscribe => Notify['n2'] }
Package { notify => Notify['n12'], tag => 'gamma' }
$v27 = [1, 2]
notify {
  default: before => File['/tmp/f1'];
  'n19': message => 'x y';
  'n20': before => Package['pkg1'];
  'n21': message => "${trusted[certname]} says hi", before => Notify['n15'];
}
Notify['n2'] { message => 42 }
if defined(Exec['run4']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
