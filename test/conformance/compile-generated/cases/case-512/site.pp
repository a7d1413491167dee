define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
class c1 (
  String $p1 = 'x y',
  Array[String] $p2 = [],
  Optional[String] $p3 = 'o',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => 'multi
  line' }
  d1 { 'c1-d1-n1': msg => 'v2' }
  file { '/tmp/c1-f1': tag => 'gamma', owner => 'root', notify => Notify['c1-d1-n1-d11'] }
}
class c2 {
  d1 { ['c2-d1-n1', 'c2-d1-n2']: extra => 'v1' }
  d1 { 'c2-d1-n3': msg => 'v2' }
  d1 { ['c2-d1-n4', 'c2-d1-n5']: }
}
class c3 {
  tag 'gamma'
  contain c1
  notify { 'c3-n1': noop => true }
}
Notify { loglevel => 'warning', noop => true }
notify { 'n1': noop => false, * => {  } }
d1 { 'd1-n1': msg => 'v1' }
