class c1 (
  Boolean $p1 = false,
) {
  service { 'c1-svc1': tag => ['beta', 'gamma'], * => {  } }
  user { ['c1-user1', 'c1-user2']: groups => ['adm', 'sudo'], uid => 1001 }
  notify { 'c1-n1': message => "tab\there" }
  service { 'c1-svc2': ensure => 'stopped', hasrestart => false }
}
notify { 'n1': noop => false, * => {  } }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User { notify => Notify['n1'], subscribe => Notify['n1'] }
Notify['n1'] -> Notify['n1'] <- Notify['n1']
package { 'pkg1': notify => Notify['n1'] }
Service { loglevel => 'info' }
Notify { loglevel => 'warning', subscribe => Package['pkg1'] }
