notify { 'e1': message => "${with('', 'Ünïcödé') |$v, $w| { $v[-1] }}" }
