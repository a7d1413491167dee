notify { 'e1': message => with(-0, {'a' => 1, 'b' => 2}) |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } } }
