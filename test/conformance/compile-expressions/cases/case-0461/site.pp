notify { 'e1': message => "${with(Enum[a, b], '42') |$v, $w| { $v['a'] }}" }
