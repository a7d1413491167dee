notify { 'e1': message => with(Scalar, with(Hash[String, Integer], -0) |$v, $w| { $v['a'] }) |$v, $w| { String($v, '%-6s|') } }
