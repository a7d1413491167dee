define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra }
  notify { "${title}-d11": message => $extra, tag => 'beta' }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $extra, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra, tag => 'gamma' }
}
class c1 (
  Optional[String] $p1 = undef,
  String $p2 = 's',
) {
  @user {
    default: managehome => true, tag => 'db';
    'c1-user1': groups => [];
    'c1-user2': ensure => 'absent', tag => ['db', 'beta'];
  }
  tag 'gamma'
  d1 { 'c1-d1-n1': }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 1,
  Variant[Integer, String] $p3 = 1,
) inherits c1 {
  Notify['c1-d1-n1-d12'] { message => 'web' }
  notify {
    default: loglevel => 'info';
    'c2-n1': message => 'multi
  line';
  }
  tag 'gamma'
  require c1
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  Optional[String] $p2 = undef,
  Optional[String] $p3 = 'o',
) {
  d1 { ['c3-d1-n1', 'c3-d1-n2']: extra => 'v1' }
  user { ['c3-user1', 'c3-user2', 'c3-user3']: before => Notify['c3-d1-n2-d12'] }
  package { 'c3-pkg1': notify => Notify['c3-d1-n1-d11'], * => {  } }
  exec {
    default: command => '/bin/true', notify => [Notify['c3-d1-n2-d12']];
    'c3-run1': command => '/usr/bin/env echo hi', subscribe => Notify['c3-d1-n1-d12'];
  }
}
Notify <| tag != 'beta' |>
Notify <| ensure == 'directory' |>
@@notify { ['n1', 'n2']: noop => false }
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
