notify { 'e1': message => "${with(['a', 'a', 'b'], 'Ünïcödé') |$v, $w| { "${v[0]}-${w}" }}" }
