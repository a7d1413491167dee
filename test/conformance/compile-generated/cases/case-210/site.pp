define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'beta', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  Notify { noop => true }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = true,
  Integer $p3 = 8080,
) {
  file { '/tmp/c1-f1': tag => ['beta', 'alpha'] }
  notify {
    default: tag => ['gamma', 'alpha'], message => true;
    'c1-n1': message => "tab\there";
    'c1-n2': message => 'multi
  line', loglevel => 'info';
  }
  user { ['c1-user1', 'c1-user2']: ensure => 'absent' }
}
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f1': loglevel => 'info', mode => '0755', ensure => 'present' }
Package <| tag == 'gamma' |>
$v15 = { 'k' => 'v' }
file { '/tmp/f2': tag => 'gamma', mode => '0644' }
notify { ['n1', 'n2']: before => File['/tmp/f1'] }
d1 { 'd1-n1': }
[File['/tmp/f1']] <- File <| tag == 'gamma' and title == 'n2' |>
contain c1
service { 'svc1': notify => [Notify['n2']], subscribe => [File['/tmp/f1'], Notify['n2']] }
if defined(Notify['d1-n1-d11']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec <| tag == 'alpha' |>
notify { 'n3': require => [Notify['c1-n2']], notify => File['/tmp/f1'], tag => ['gamma', 'db'] }
[User['c1-user2'], File['/tmp/f1'], Notify['n2']] <- Service['svc1'] -> File['/tmp/c1-f1']
