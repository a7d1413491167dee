define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $level, tag => 'web' }
  Notify { noop => true }
}
class c1 (
  String $p1 = 'x y',
) {
  @notify { 'c1-n1': tag => ['db', 'db'], * => { 'message' => "${p1} says hi" } }
  notify { 'c1-n2': message => "${p1} says hi", noop => false }
  Exec { refreshonly => false }
  @notify { 'c1-n3': loglevel => 'info', withpath => true, message => "${p1} says hi" }
}

