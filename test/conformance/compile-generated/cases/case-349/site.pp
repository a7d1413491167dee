tag 'web'
User { ensure => 'absent' }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': message => true, tag => 'gamma' }
file { '/tmp/f1': before => Notify['n1'] }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n1'] <- [Notify['n1']] <- File['/tmp/f1']
