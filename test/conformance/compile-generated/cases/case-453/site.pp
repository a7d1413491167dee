define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'web', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
  File { noop => true }
}
class c1 {
  notify { 'c1-n1': tag => ['db', 'web'] }
  notify { ['c1-n2', 'c1-n3']: withpath => true }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: extra => 'v2' }
  notify { 'c1-n4': loglevel => 'info', * => {  } }
}
File { tag => ['alpha', 'db'], loglevel => 'warning' }
tag 'beta'
notify {
  default: loglevel => 'info', noop => true;
  'n1': message => 'multi
line', tag => 'web';
  'n2': tag => 'gamma';
}
notify { 'n3': tag => ['db', 'web'] }
include c1
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service {
  default: subscribe => Notify['n2'], before => Notify['c1-d1-n1-d12'];
  'svc1': tag => 'db';
  'svc2': noop => false, hasrestart => false;
}
[Notify['c1-d1-n2-d11']] <~ Notify['c1-n1']
contain c1
User <| tag != 'web' |>
file { '/tmp/f1': notify => Notify['c1-d1-n1-d11'] }
user { 'user1': groups => [], * => {  } }
notify { ['n4', 'n5', 'n6']: tag => ['web', 'beta'] }
User['user1'] { noop => true }
$v24 = { 'k' => 'v' }
$v25 = 'val'
@@notify { ['n7', 'n8']: notify => Notify['c1-n4'], message => ['a', 'b'] }
@notify { ['n9', 'n10', 'n11']: loglevel => 'info' }
@user { 'user2': tag => ['alpha', 'alpha'] }
notify { ['n12', 'n13', 'n14']: tag => 'gamma' }
file { '/tmp/f2': subscribe => Notify['n12'] }
[Notify['c1-n4']] -> Service <| message == 42 |> -> [Notify['c1-d1-n2-d12'], Notify['n3'], File['/tmp/f2']]
user { ['user3', 'user4']: uid => 1001, require => Notify['n1'] }
