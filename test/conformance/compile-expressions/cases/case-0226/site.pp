notify { 'e1': message => String(with(0, Tuple[Integer, String]) |$v, $w| { regsubst($v, $w, 'X', 'G') }) }
