define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma' }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }
d1 { ['d1-n1', 'd1-n2']: msg => 'v2' }
notify { 'n1': message => '', before => Notify['d1-n1-d11'], withpath => false }
@@service { 'svc1': tag => 'alpha', * => { 'subscribe' => Notify['d1-n1-d12'] } }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: ensure => 'directory' }
exec {
  default: command => '/usr/bin/env echo hi';
  'run1': before => Notify['d1-n1-d11'], subscribe => Notify['d1-n2-d11'];
  'run2': command => '/usr/bin/env echo hi', tag => 'beta';
}
@notify {
  default: tag => 'gamma';
  'n2': tag => ['alpha', 'alpha'];
  'n3': tag => ['gamma', 'gamma'], noop => true;
  'n4': noop => true, notify => Notify['d1-n2-d12'];
}
d1 { 'd1-n3': msg => 'v2' }
Service { enable => false }
Notify <| tag == 'web' |>
class { 'c1': }
notify { ['n5', 'n6']: tag => ['alpha', 'web'], notify => [Notify['d1-n3-d12']] }
exec {
  default: command => '/usr/bin/env echo hi', subscribe => Notify['d1-n2-d11'];
  'run3': command => 'touch /tmp/x', loglevel => 'info', noop => false;
  'run4': command => 'touch /tmp/x', tag => 'web', timeout => 30;
  'run5': command => '/usr/bin/env echo hi', refreshonly => false;
}
if defined(Notify['d1-n3-d11']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc2': ensure => 'stopped', noop => false }
File['/tmp/f1'] <- [Exec['run4'], Notify['d1-n2-d12'], Exec['run2']] <- Notify['d1-n2-d12']
tag 'alpha'
include c1
notify { ['n7', 'n8', 'n9']: message => "${module_name} says hi" }
exec { 'run6': command => 'touch /tmp/x', refreshonly => true }
d1 { ['d1-n4', 'd1-n5']: }
package { 'pkg1': tag => 'alpha', subscribe => Notify['d1-n5-d11'] }
