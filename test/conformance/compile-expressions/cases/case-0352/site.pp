notify { 'e1': message => String(with(-3, (Pattern[/^a/]).ceiling) |$v, $w| { assert_type($w, $v) |$e, $a| { 'mismatch' } }) }
