define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'beta' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Optional[String] $p2 = undef,
) {
  tag 'db'
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
  Boolean $p2 = false,
) inherits c1 {
  file { '/tmp/c2-f1': tag => ['web', 'web'] }
  Package { tag => ['beta', 'beta'], noop => false }
  tag 'db'
}
tag 'gamma'
$v9 = 'val'
Package <| (title == 'n1' or ensure == 'running') and ensure == 'present' |> { require => Notify['ghost'] }
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
user {
  default: groups => [];
  'user1': ensure => 'present';
}
$v14 = [1, 2]
