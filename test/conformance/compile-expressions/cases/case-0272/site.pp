notify { 'e1': message => String(with(Hash[String, Integer], ['b', 'a', 'c']) |$v, $w| { $v.convert_to(Array) }) }
