define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}" }
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  package { 'c1-pkg1': noop => false }
  package { 'c1-pkg2': tag => ['web', 'beta'], ensure => '1.2.3' }
}
class c2 inherits c1 {
  Package['c1-pkg1'] { tag +> ['db', 'gamma'] }
  user {
    default: shell => '/bin/bash';
    'c2-user1': noop => true, managehome => true;
    'c2-user2': managehome => true;
  }
  file { '/tmp/c2-f1': tag => 'beta' }
  Exec { loglevel => 'warning' }
}
Notify { loglevel => 'warning' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify { withpath => false }
notify { ['n1', 'n2', 'n3']: loglevel => 'info' }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
