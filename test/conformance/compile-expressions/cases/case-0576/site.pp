notify { 'e1': message => String(with(' pad ', default) |$v, $w| { $v.regsubst(/a/, 'b') }) }
