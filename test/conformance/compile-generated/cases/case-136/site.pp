define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
class c1 (
  String $p1 = 's',
  Integer $p2 = 8080,
) {
  service { 'c1-svc1': tag => 'alpha', noop => false, hasrestart => true }
  notify { 'c1-n1': withpath => false, noop => false }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: level => 'v1', msg => 'v1' }
}
class c2 {
  contain c1
  contain c1
  notify { ['c2-n1', 'c2-n2']: tag => 'db', message => 42 }
}
stage { 'pre': before => Stage['main'] }
Service { tag => ['web', 'gamma'] }
notify {
  default: message => "tab\there";
  'n1': noop => true, tag => 'gamma';
  'n2': tag => 'alpha';
  'n3': withpath => false;
}
Notify['n1'] { require +> [Notify['n1']] }
tag 'gamma'
$v15 = 'val'
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', refreshonly => false, require => Notify['n1'] }
service { ['svc1', 'svc2', 'svc3']: ensure => 'stopped', tag => 'db' }
tag 'beta'
user { 'user1': ensure => 'present', * => { 'tag' => ['web', 'beta'] } }
User <| (ensure == 'running' or title == 'user1') and tag != 'alpha' |> { noop => false }
notify { 'n4': tag => ['beta', 'beta'], message => "tab\there" }
Service <| title == 'n2' |> <- Service['svc2'] -> Service['svc2']
Service { hasrestart => true }
notify {
  default: tag => ['web', 'web'], before => Service['svc1'];
  'n5': before => Service['svc1'], message => 'multi
line';
  'n6': tag => 'beta';
  'n7': loglevel => 'info';
}
