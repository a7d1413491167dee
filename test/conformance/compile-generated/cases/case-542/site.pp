define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Array[String] $p1 = ['x'],
  Integer $p2 = 1,
) {
  tag 'beta'
}
class c2 (
  Boolean $p1 = false,
  String $p2 = 'x y',
  Optional[String] $p3 = 'o',
) {
  Service { enable => false, loglevel => 'info' }
  require c1
}
class c3 (
  String $p1 = 'x y',
) inherits c2 {
  @user { 'c3-user1': loglevel => 'warning', groups => 'users', ensure => 'present' }
}
stage { 'pre': before => Stage['main'] }

