define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'gamma' }
}
class c1 (
  Boolean $p1 = false,
) {
  Notify { tag => 'alpha', loglevel => 'warning' }
  File { content => "line\n", tag => 'gamma' }
  d1 { 'c1-d1-n1': level => 7 }
  @notify { ['c1-n1', 'c1-n2']: message => 42 }
}
class c2 (
  Array[String] $p1 = ['x'],
) {
  contain c1
  tag 'alpha'
}
Exec { path => ['/bin', '/usr/bin'], tag => 'gamma' }
notify { 'n1': noop => true, * => {  } }
Notify['n1'] <- Notify['n1']
