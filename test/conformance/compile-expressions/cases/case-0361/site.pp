notify { 'e1': message => String(with(0x1F, with('abc', 017) |$v, $w| { $v.convert_to(String) }) |$v, $w| { $v.slice(2) |$x| { $x } }) }
