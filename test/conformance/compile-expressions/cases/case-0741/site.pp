notify { 'e1': message => String(with(Numeric, undef) |$v, $w| { $v.regsubst(/a/, 'b') }) }
