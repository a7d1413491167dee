notify { 'e1': message => String(with(with(['a', 'a', 'b'], 017) |$v, $w| { $v >> 1 }, Hash[String, Integer]) |$v, $w| { compare($v, $w) }) }
