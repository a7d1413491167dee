notify { 'e1': message => String(with(with('', 'ABC') |$v, $w| { $v =~ Type[$w] }, 0x1F) |$v, $w| { $v[1, 2] }) }
