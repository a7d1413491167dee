notify { 'e1': message => ([[1, 2], [3]] >= with(/a+/, 'true') |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } }) }
