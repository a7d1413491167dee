notify { 'e1': message => String((100.0 + with([1, 'a', true, undef], [3.5, 1, -2]) |$v, $w| { "${v[0]}-${w}" })) }
