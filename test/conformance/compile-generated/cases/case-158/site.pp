define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $level }
  d1 { "${name}-in": }
}
class c1 (
  Boolean $p1 = true,
) {
  tag 'gamma'
}
class c2 (
  Boolean $p1 = true,
) {
  service {
    default: tag => ['web', 'gamma'];
    'c2-svc1': hasrestart => true;
    'c2-svc2': hasrestart => true;
    'c2-svc3': ensure => 'running';
  }
  notify { 'c2-n1': message => '' }
}
stage { 'pre': before => Stage['main'] }

