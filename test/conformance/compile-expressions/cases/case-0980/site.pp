notify { 'e1': message => with(with(/^(\d+)-(\w+)$/, ['b', 'a', 'c']) |$v, $w| { "<${v}>" }, 42) |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } } }
