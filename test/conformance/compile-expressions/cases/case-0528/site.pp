notify { 'e1': message => with(default, 1_000) |$v, $w| { split($v, $w) } }
