notify { 'e1': message => with(['b', 'a', 'c'], (-0 != '3.5')) |$v, $w| { $v.index |$x| { $x == $w } } }
