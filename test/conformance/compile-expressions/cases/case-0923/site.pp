notify { 'e1': message => String(([1, 'a', true, undef] or with('0x10', 42) |$v, $w| { $v << 3 })) }
