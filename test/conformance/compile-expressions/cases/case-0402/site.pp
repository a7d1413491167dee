notify { 'e1': message => String((9223372036854775807 * with(-3, -3) |$v, $w| { min($v, $w) })) }
