notify { 'e1': message => with(Hash[String, Integer], '3.5') |$v, $w| { $v >> 1 } }
