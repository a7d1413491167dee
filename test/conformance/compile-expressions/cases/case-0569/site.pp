notify { 'e1': message => String((with('true', 'Ünïcödé') |$v, $w| { $v << 3 }).unwrap) }
