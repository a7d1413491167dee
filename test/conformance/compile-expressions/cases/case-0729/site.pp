notify { 'e1': message => "${with(1.5e-3, Pattern[/^a/]) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } }}" }
