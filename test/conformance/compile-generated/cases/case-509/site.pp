class c1 (
  Integer $p1 = 8080,
  Boolean $p2 = true,
  Optional[String] $p3 = 'o',
) {
  tag 'db'
}
include c1
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify { 'n1': message => 3.5, * => {  } }
$v6 = 'val'
Notify { loglevel => 'info' }
Notify { tag => 'web', message => "${module_name} says hi" }
exec { 'run1': command => 'touch /tmp/x', timeout => 1001 }
$v10 = { 'k' => 'v' }
Exec['run1'] ~> Notify <| title == 'run1' or tag == 'alpha' |> -> Exec['run1']
