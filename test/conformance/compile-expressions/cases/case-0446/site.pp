notify { 'e1': message => with([], [3.5, 1, -2]) |$v, $w| { split($v, $w) } }
