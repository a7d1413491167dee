notify { 'e1': message => String(with((['a', 'a', 'b'] or Integer), 0x1F) |$v, $w| { dig($v, 'k', 'n') }) }
