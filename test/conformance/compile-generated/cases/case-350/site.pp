class c1 (
  String $p1 = 's',
  Boolean $p2 = false,
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: owner => 'www-data' }
  tag 'beta'
}
tag 'alpha'
Package <| title == 'n1' or ensure == 'directory' |> { tag +> 'gamma' }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@service { 'svc1': enable => true, noop => false }
if defined('$x') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package { 'pkg1': noop => true, * => { 'tag' => 'web' } }
File { mode => '0755', tag => 'beta' }
package {
  default: require => Package['pkg1'], loglevel => 'warning';
  'pkg2': notify => Package['pkg1'], before => Package['pkg1'];
  'pkg3': noop => false;
}
User { require => Package['pkg1'] }
Package['pkg3'] { tag +> ['alpha', 'web'] }
package { 'pkg4': tag => ['db', 'alpha'], loglevel => 'info' }
User { before => Package['pkg4'] }
