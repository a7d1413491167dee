notify { 'e1': message => "${with(with([3.5, 1, -2], /^(\d+)-(\w+)$/) |$v, $w| { $v.with |$x| { [$x] } }, ([1, 'a', true, undef] + 0)) |$v, $w| { $v.convert_to(String) }}" }
