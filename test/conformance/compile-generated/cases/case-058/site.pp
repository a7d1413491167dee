class c1 (
  Boolean $p1 = false,
  Enum['a', 'b'] $p2 = 'b',
  Optional[String] $p3 = undef,
) {
  
}
@notify { 'n1': noop => false }
User { managehome => true }
Service { noop => false }
@@notify {
  default: tag => ['gamma', 'beta'], withpath => false;
  'n2': withpath => false;
  'n3': loglevel => 'warning', message => 3.5;
}
notify { ['n4', 'n5']: message => 'hello', noop => true }
class { 'c1': p3 => undef }
Notify['n5'] <~ Notify['n4'] -> [Notify['n4'], Notify['n5']]
package { 'pkg1': before => Notify['n5'], tag => ['beta', 'alpha'] }
file { '/tmp/f1': tag => ['gamma', 'beta'], before => Notify['n5'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@notify { ['n6', 'n7']: tag => 'gamma', notify => Notify['n4'] }
File['/tmp/f1'] { noop => true }
include c1
tag 'beta'
@user {
  default: before => Notify['n5'], groups => 'users';
  'user1': notify => Package['pkg1'];
  'user2': subscribe => File['/tmp/f1'], tag => ['alpha', 'beta'];
  'user3': uid => 30, before => [File['/tmp/f1']];
}
Notify <| message == 'world' |> { tag => 'web' }
File['/tmp/f1'] -> Notify['n4'] <~ Package['pkg1']
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n4'] { before => Package['pkg1'] }
Service { tag => ['gamma', 'alpha'] }
$v23 = { 'k' => 'v' }
notify { ['n8', 'n9', 'n10']: tag => 'gamma' }
