notify { 'e1': message => with('', 017) |$v, $w| { $v.regsubst(/a/, 'b') } }
