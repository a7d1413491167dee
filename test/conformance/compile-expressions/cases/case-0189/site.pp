notify { 'e1': message => String(with(Hash[String, Integer], Sensitive('s3cret')) |$v, $w| { Hash($v) }) }
