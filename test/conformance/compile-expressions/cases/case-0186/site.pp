notify { 'e1': message => with(/a+/, (/a+/ + ['a', 'a', 'b'])) |$v, $w| { $v.index |$x| { $x == $w } } }
