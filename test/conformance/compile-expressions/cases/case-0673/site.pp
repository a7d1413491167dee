notify { 'e1': message => with(([3.5, 1, -2] =~ '42'), ['a', 'a', 'b']) |$v, $w| { !$v } }
