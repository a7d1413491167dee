notify { 'e1': message => with(['b', 'a', 'c'], 1) |$v, $w| { Array($v, true) } }
