define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, tag => 'gamma' }
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  notify { ['c1-n1', 'c1-n2']: loglevel => 'warning' }
  tag 'beta'
  service { 'c1-svc1': tag => 'beta' }
  tag 'web'
}
Notify['ghost'] { message => 'x' }
