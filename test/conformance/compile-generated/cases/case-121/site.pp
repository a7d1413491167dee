define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Integer $p1 = 8080,
) {
  tag 'alpha'
  file { '/tmp/c1-f1': tag => ['web', 'beta'], noop => true }
}
class c2 (
  String $p1 = 'x y',
) {
  if defined('$p1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }
Notify <| (title == 'n1' and message == 'world') and tag != 'beta' |> { require => Notify['ghost'] }
Package { loglevel => 'warning', tag => ['alpha', 'alpha'] }
Notify { message => "${trusted[certname]} says hi", tag => ['web', 'web'] }
notify { 'n1': message => undef, tag => ['web', 'alpha'], withpath => false }
include c2
package { 'pkg1': require => Class['c2'] }
User <| tag != 'beta' |>
@d1 { 'd1-n1': msg => 7 }
@notify { 'n2': noop => true, tag => ['web', 'beta'], message => "${trusted[certname]} says hi" }
tag 'beta'
Exec { before => Package['pkg1'] }
exec { 'run1': command => '/bin/true', * => { 'loglevel' => 'warning', 'tag' => 'db' } }
