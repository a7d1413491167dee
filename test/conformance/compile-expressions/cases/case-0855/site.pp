notify { 'e1': message => "${with([[1, 2], [3]], '3.5') |$v, $w| { $v.with |$x| { [$x] } }}" }
