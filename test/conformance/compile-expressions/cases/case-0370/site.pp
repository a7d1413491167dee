notify { 'e1': message => with(['b', 'a', 'c'], with(Hash[String, Integer], Sensitive('s3cret')) |$v, $w| { join($v) }) |$v, $w| { join($v) } }
