notify { 'e1': message => (with(7, 'x y') |$v, $w| { split($v, $w) } < 42) }
