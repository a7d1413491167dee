notify { 'e1': message => String((with('Ünïcödé', 0x1F) |$v, $w| { $v >> 1 } and -9223372036854775808)) }
