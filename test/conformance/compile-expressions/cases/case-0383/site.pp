notify { 'e1': message => String(with([[1, 2], [3]], 1) |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } }) }
