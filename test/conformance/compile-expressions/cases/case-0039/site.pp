notify { 'e1': message => String(with(Tuple[Integer, String], []) |$v, $w| { $v[$w] }) }
