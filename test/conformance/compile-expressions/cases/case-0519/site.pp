notify { 'e1': message => with(String[1], 'x y') |$v, $w| { split($v, $w) } }
