notify { 'e1': message => String(with(([3.5, 1, -2]).Numeric, 1_000) |$v, $w| { $v.convert_to(String) }) }
