define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $extra, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  File <| tag == 'alpha' |>
  @notify { 'c1-n1': withpath => true, * => {  } }
  @package { 'c1-pkg1': ensure => '1.2.3', noop => false }
  d1 { 'c1-d1-n1': extra => 7, level => 'v1' }
}
package { 'pkg1': noop => false, tag => ['beta', 'db'] }
notify { 'n1': notify => Package['pkg1'], noop => true }
Service { tag => ['alpha', 'db'] }
user { 'user1': subscribe => Package['pkg1'], shell => '/bin/sh', tag => ['gamma', 'alpha'] }
file { '/tmp/f1': owner => 'root' }
@@notify { ['n2', 'n3', 'n4']: require => File['/tmp/f1'] }
Notify['n1'] { tag +> 'web' }
