notify { 'e1': message => String((-0 % with(42, -0) |$v, $w| { $v.convert_to(String) })) }
