notify { 'e1': message => "${with([3.5, 1, -2], Struct[{a => Integer}]) |$v, $w| { $v[-1] }}" }
