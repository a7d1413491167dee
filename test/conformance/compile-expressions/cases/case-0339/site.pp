notify { 'e1': message => with(min(42), 0.1) |$v, $w| { split($v, $w) } }
