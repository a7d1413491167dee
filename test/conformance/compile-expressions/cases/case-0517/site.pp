notify { 'e1': message => "${with(1e3, (['a', 'a', 'b'] <= 'ABC')) |$v, $w| { split($v, $w) }}" }
