notify { 'e1': message => "${with('Ünïcödé', '3.5') |$v, $w| { $v.with |$x| { [$x] } }}" }
