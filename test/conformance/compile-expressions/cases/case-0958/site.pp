notify { 'e1': message => String((4611686018427387904 < with(1e3, 'abc') |$v, $w| { $v.slice(2) |$x| { $x } })) }
