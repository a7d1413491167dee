define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $level, tag => 'alpha' }
}
file { '/tmp/f1': owner => 'www-data' }
@notify { 'n1': message => "${module_name} says hi", noop => true }
d1 { 'd1-n1': }
notify {
  default: noop => true, message => "${module_name} says hi";
  'n2': message => "tab\there";
}
Notify <| tag == 'gamma' and ensure == 'directory' |> { tag => ['web', 'web'] }
notify {
  default: tag => ['db', 'db'];
  'n3': tag => ['db', 'web'];
  'n4': notify => [File['/tmp/f1']], loglevel => 'warning';
  'n5': message => true;
}
@notify { 'n6': require => Notify['n4'], message => '', tag => ['db', 'alpha'] }
user { 'user1': loglevel => 'info' }
Notify <| title == 'user1' |> { tag +> ['db', 'gamma'] }
service {
  default: require => Notify['n2'], tag => ['web', 'web'];
  'svc1': hasrestart => true;
}
$v12 = 'val'
Notify <| message == 42 |> { require +> User['user1'] }
Notify <| message == 42 |> { require +> Notify['d1-n1-d11'] }
@@exec {
  default: command => 'touch /tmp/x', noop => false, tag => ['gamma', 'db'];
  'run1': command => '/usr/bin/env echo hi', before => Notify['d1-n1-d11'];
  'run2': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], tag => ['web', 'db'];
}
@user { 'user2': ensure => 'present', loglevel => 'info' }
File['/tmp/f1'] -> User['user1'] -> Notify <| tag == 'db' or tag != 'web' |>
d1 { 'd1-n2': }
service { 'svc2': tag => ['web', 'beta'], * => {  } }
