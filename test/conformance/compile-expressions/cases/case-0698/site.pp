notify { 'e1': message => "${with('true', with(0, Tuple[Integer, String]) |$v, $w| { Hash($v) }) |$v, $w| { $v.convert_to(Array) }}" }
