notify { 'e1': message => String(with(2.5e20, undef) |$v, $w| { $v.regsubst(/a/, 'b') }) }
