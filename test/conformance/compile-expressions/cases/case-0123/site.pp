notify { 'e1': message => "${(with(Enum[a, b], ' pad ') |$v, $w| { $v.all |$x| { $x =~ $w } } > [[1, 2], [3]])}" }
