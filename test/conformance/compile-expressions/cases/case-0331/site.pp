notify { 'e1': message => "${with(['a', 'a', 'b'], ' pad ') |$v, $w| { Hash($v) }}" }
