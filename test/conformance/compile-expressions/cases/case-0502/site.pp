notify { 'e1': message => String(with(2.5e20, Enum[a, b]) |$v, $w| { $v << 3 }) }
