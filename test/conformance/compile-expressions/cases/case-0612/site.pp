notify { 'e1': message => String((with(['b', 'a', 'c'], 0x1F) |$v, $w| { $v.index |$x| { $x == $w } } and 3.0)) }
