class a($x = 1, $y = 2) { notify { 'a': message => $x + $y } }
class { 'a': x => 10 }
