notify { 'e1': message => "${with(([1, 'a', true, undef]).values, ['b', 'a', 'c']) |$v, $w| { split($v, ',') }}" }
