define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Optional[String] $p1 = 'o',
  Integer $p2 = 8080,
  Optional[String] $p3 = undef,
) {
  File <|  |> { tag => ['gamma', 'web'] }
}
stage { 'pre': before => Stage['main'] }
file {
  default: noop => false, loglevel => 'warning';
  '/tmp/f1': mode => '0755', tag => ['gamma', 'beta'];
  '/tmp/f2': noop => false;
}
$v6 = { 'k' => 'v' }
tag 'gamma'
User { notify => File['/tmp/f1'] }
package { 'pkg1': ensure => 'latest' }
Service <|  |>
File['/tmp/f1'] { require => File['/tmp/f1'] }
contain c1
Package { before => File['/tmp/f2'] }
d1 { ['d1-n1', 'd1-n2']: }
notify { 'n1': withpath => true, loglevel => 'warning', require => Package['pkg1'] }
contain c1
User { noop => true, before => Notify['d1-n1-d11'] }
@@notify { 'n2': subscribe => File['/tmp/f1'] }
notify { ['n3', 'n4', 'n5']: tag => 'gamma' }
if defined(Notify['n3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
