define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $level, tag => 'alpha' }
  Notify { noop => true }
}
class c1 (
  Boolean $p1 = true,
) {
  file { '/tmp/c1-f1': loglevel => 'info', * => { 'mode' => '0755' } }
  notify {
    default: noop => false;
    'c1-n1': noop => true;
    'c1-n2': tag => 'beta';
  }
}
require c1
notify { 'n1': message => '', before => Notify['c1-n1'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file { '/tmp/f1': before => Notify['n1'], * => {  } }
realize(File['/tmp/f1'])
tag 'gamma'
notify { 'n2': require => File['/tmp/c1-f1'], * => {  } }
user { ['user1', 'user2']: ensure => 'present', noop => false }
Notify { tag => 'beta' }
d1 { 'd1-n1': }
@user { ['user3', 'user4', 'user5']: ensure => 'absent', noop => false }
tag 'alpha'
User['user2'] -> File['/tmp/c1-f1']
file {
  default: owner => 'root';
  '/tmp/f2': tag => ['gamma', 'alpha'], require => Notify['n2'];
  '/tmp/f3': tag => ['db', 'alpha'];
  '/tmp/f4': notify => Notify['d1-n1-d12'], subscribe => Notify['d1-n1-d12'];
}
file { ['/tmp/f5', '/tmp/f6']: owner => 'www-data' }
File['/tmp/f1'] -> [File['/tmp/f1'], File['/tmp/f2'], File['/tmp/f5']]
@@user { 'user6': require => File['/tmp/f4'] }
@notify {
  default: tag => 'gamma', noop => false;
  'n3': before => File['/tmp/f5'], require => User['user2'];
  'n4': tag => 'web';
}
User <<| tag == 'alpha' |>>
file { ['/tmp/f7', '/tmp/f8']: tag => ['gamma', 'alpha'], mode => '0755' }
File <| (tag == 'gamma' and ensure == 'present') and message == 'x y' |>
User <| tag != 'beta' and message == 'world' |> { tag +> ['web', 'gamma'] }
require c1
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
@package { 'pkg1': noop => false, * => {  } }
