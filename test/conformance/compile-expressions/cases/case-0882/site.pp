notify { 'e1': message => with([], 1_000) |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } } }
