notify { 'e1': message => String(with(with(2.5e20, {1 => 'x', 'y' => [2]}) |$v, $w| { split($v, $w) }, '42') |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } }) }
