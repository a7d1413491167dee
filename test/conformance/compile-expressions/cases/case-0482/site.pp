notify { 'e1': message => String(with(1_000, Hash[String, Integer]) |$v, $w| { $v[$w] }) }
