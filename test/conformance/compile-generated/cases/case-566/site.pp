class c1 {
  notify { 'c1-n1': message => true, loglevel => 'info' }
  service { 'c1-svc1': hasrestart => true, tag => ['db', 'web'] }
  exec { 'c1-run1': tag => ['db', 'beta'], command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
}
User { groups => [], noop => false }
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize(Notify['ghost'])
