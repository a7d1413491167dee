notify { 'n1': loglevel => 'warning' }
Notify <| message == 'x y' |> { message => 3.5 }
user { 'user1': ensure => 'absent', uid => 1001, require => Notify['n1'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': before => User['user1'], notify => Notify['n1'] }
exec { 'run1': tag => ['db', 'alpha'], subscribe => Notify['n1'] }
@service { 'svc1': tag => ['web', 'gamma'], * => {  } }
Exec { tag => 'web' }
