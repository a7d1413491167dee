notify { 'e1': message => "${(with(default, -3) |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } } * {'k' => {'n' => 1}})}" }
