notify { 'e1': message => with(2.5e20, (7 <= ['b', 'a', 'c'])) |$v, $w| { $v[0] } }
