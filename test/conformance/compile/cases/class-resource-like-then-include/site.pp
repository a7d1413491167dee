class a($x = 1) { notify { 'a': message => $x } }
class { 'a': x => 5 }
include a
