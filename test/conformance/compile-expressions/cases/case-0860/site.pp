notify { 'e1': message => with(Array[Integer], 0) |$v, $w| { $v.match(/(\w)/) } }
