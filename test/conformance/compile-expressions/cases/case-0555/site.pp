notify { 'e1': message => "${with('x y', Integer) |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } }}" }
