notify { 'e1': message => String(with(([] in default), Hash[String, Integer]) |$v, $w| { $v[0] }) }
