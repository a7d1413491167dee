notify { 'e1': message => "${with(1_000, with([3.5, 1, -2], ' pad ') |$v, $w| { $v.convert_to(String) }) |$v, $w| { $v.match(/(\w)/) }}" }
