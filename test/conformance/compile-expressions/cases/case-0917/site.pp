notify { 'e1': message => "${with((Variant[Integer, String]).upcase, '3.5') |$v, $w| { $v << 3 }}" }
