notify { 'e1': message => "${(with(2.5e20, 3.0) |$v, $w| { String($v, '%-6s|') } < String[1])}" }
