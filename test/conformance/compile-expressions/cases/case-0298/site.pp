notify { 'e1': message => String((with(true, 1_000) |$v, $w| { $v.then |$x| { $x } } > -9223372036854775808)) }
