define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $level, tag => 'web' }
  File { noop => true }
}
class c1 {
  exec { 'c1-run1': loglevel => 'info' }
}
class c2 (
  Integer $p1 = 1,
  Boolean $p2 = false,
  Integer $p3 = 80,
) {
  notify { 'c2-n1': tag => 'web' }
  notify { 'c2-n2': loglevel => 'warning' }
}

