define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Optional[String] $p2 = undef,
) {
  notify { 'c1-n1': tag => ['web', 'alpha'], noop => false, message => "tab\there" }
  tag 'db'
  user {
    default: uid => 1001;
    'c1-user1': tag => ['beta', 'alpha'];
    'c1-user2': groups => [];
    'c1-user3': noop => true, shell => '/bin/sh';
  }
}
class c2 (
  Optional[String] $p1 = 'o',
) {
  user { 'c2-user1': noop => false, shell => '/bin/bash' }
  package { 'c2-pkg1': noop => false, ensure => 'latest' }
}

