class c1 {
  tag 'gamma'
  package {
    default: loglevel => 'warning', ensure => 'installed';
    'c1-pkg1': ensure => 'absent';
  }
}
class c2 {
  user { 'c2-user1': shell => '/bin/sh' }
  notify {
    default: noop => true, loglevel => 'warning';
    'c2-n1': message => ['a', 'b'];
    'c2-n2': tag => ['gamma', 'beta'], message => 'multi
  line';
    'c2-n3': tag => ['gamma', 'db'], message => 'hello';
  }
  include c1
}
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
tag 'web'
Package['c1-pkg1'] -> Class['c1']
$v12 = { 'k' => 'v' }
Notify <|  |>
