notify { 'e1': message => String(with(Optional[String], 0x1F) |$v, $w| { $v[$w] }) }
