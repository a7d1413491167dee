notify { 'e1': message => "${with((3.0).max, ' pad ') |$v, $w| { $v.map |$x| { $x } }}" }
