define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = true,
  Optional[String] $p2 = 'o',
  String $p3 = 'x y',
) {
  if tagged('web') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
tag 'alpha'
package { 'pkg1': tag => ['alpha', 'alpha'], noop => true, ensure => 'latest' }
service { 'svc1': noop => false, ensure => 'running' }
notify { 'n1': notify => [Package['pkg1']], subscribe => [Package['pkg1']], withpath => true }
Notify['n1'] { noop => false }
file { '/tmp/f1': tag => ['alpha', 'beta'] }
file {
  default: notify => [Package['pkg1'], Notify['n1']];
  '/tmp/f2': tag => 'alpha', mode => '0644';
  '/tmp/f3': owner => 'www-data';
}
File['/tmp/f1'] { noop => true }
d2 { ['d2-n1', 'd2-n2']: extra => 'v2' }
Service <| title == 'svc1' |>
file {
  default: content => "${module_name}";
  '/tmp/f4': mode => '0755';
  '/tmp/f5': tag => ['web', 'alpha'], require => Notify['d2-n1-in-d12'];
  '/tmp/f6': mode => '0644';
}
package { 'pkg2': tag => 'web', loglevel => 'info' }
File['/tmp/f4'] { noop => true }
$v22 = [1, 2]
package { ['pkg3', 'pkg4', 'pkg5']: require => Notify['d2-n2-in-d12'] }
service { 'svc2': hasrestart => false, * => {  } }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
[File['/tmp/f3'], Notify['d2-n2-d21'], File['/tmp/f5']] -> Notify['d2-n2-d21']
