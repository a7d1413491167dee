@file { '/tmp/f1': tag => ['beta', 'gamma'], content => "${module_name}" }
Notify { tag => 'web', message => "${trusted[certname]} says hi" }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': message => 'multi
line', withpath => false }
exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
Exec['run1'] { before => Notify['n1'] }
@notify { 'n2': notify => Notify['n1'], message => 'x y' }
