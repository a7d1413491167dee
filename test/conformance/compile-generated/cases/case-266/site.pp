class c1 {
  file { '/tmp/c1-f1': content => 'data', ensure => 'directory' }
  Exec { path => ['/bin', '/usr/bin'] }
  if tagged('beta') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
Notify { message => 3.5 }
