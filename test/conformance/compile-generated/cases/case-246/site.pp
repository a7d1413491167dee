define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'alpha' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  file { '/tmp/c1-f1': loglevel => 'info' }
  notify { 'c1-n1': tag => 'gamma', withpath => false }
  tag 'beta'
}
stage { 'pre': before => Stage['main'] }

