notify { 'e1': message => with(Hash[String, Integer], false) |$v, $w| { $v >> 1 } }
