notify { 'e1': message => (with(['a', 'a', 'b'], 017) |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } } + 'Ünïcödé') }
