notify { 'e1': message => with((0.5 or 1.5e-3), 'abc') |$v, $w| { $v.index |$x| { $x == $w } } }
