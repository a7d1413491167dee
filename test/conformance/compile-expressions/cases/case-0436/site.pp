notify { 'e1': message => String(with(Array[Integer], false) |$v, $w| { sprintf('%s|%d|%.2f', $v, $w, $w) }) }
