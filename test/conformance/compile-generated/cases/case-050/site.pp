define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'web' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title }
  notify { "${title}-d21": message => "${name}: ${level}" }
  d1 { "${name}-in": }
}
class c1 {
  tag 'beta'
  tag 'web'
  File <| tag != 'beta' |>
}
class c2 (
  Integer $p1 = 1,
  Array[String] $p2 = ['a', 'b'],
  Variant[Integer, String] $p3 = 'one',
) inherits c1 {
  d2 { 'c2-d2-n1': level => 'v2' }
}
stage { 'pre': before => Stage['main'] }

