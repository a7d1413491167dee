class a($x = 1, $y = "${x}-derived", $z = undef) { notify { 'a': message => "${x} ${y}" } }
include a
