define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
File { noop => false }
@file { '/tmp/f1': tag => ['alpha', 'db'] }
notify { 'n1': tag => 'beta', message => "tab\there" }
@notify { 'n2': subscribe => Notify['n1'] }
File { ensure => 'directory' }
exec { ['run1', 'run2']: noop => true, refreshonly => false }
notify { 'n3': before => Exec['run1'], loglevel => 'info' }
realize([Notify['n2']])
$v10 = [1, 2]
notify {
  default: message => '';
  'n4': before => Notify['n1'], message => "${module_name} says hi";
  'n5': tag => ['db', 'alpha'], withpath => true;
  'n6': before => Notify['n1'];
}
Notify['n1'] { withpath => false }
Notify <| tag != 'alpha' |> { tag => ['beta', 'web'] }
realize([File['/tmp/f1'], Notify['n2']])
notify { ['n7', 'n8']: before => Notify['n6'] }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: noop => false, ensure => 'present' }
notify { 'n9': withpath => false, message => ['a', 'b'] }
file { '/tmp/f5': tag => ['beta', 'gamma'], * => {  } }
