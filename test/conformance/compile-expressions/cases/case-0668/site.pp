notify { 'e1': message => "${with(Numeric, Numeric) |$v, $w| { "${v[0]}-${w}" }}" }
