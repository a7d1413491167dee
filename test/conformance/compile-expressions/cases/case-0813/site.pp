notify { 'e1': message => with(-2.25, ([[1, 2], [3]] - 42)) |$v, $w| { $v >> 1 } }
