notify { 'e1': message => with({}, ('ABC' / [1, 'a', true, undef])) |$v, $w| { -$v } }
