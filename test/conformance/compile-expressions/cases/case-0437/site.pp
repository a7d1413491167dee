notify { 'e1': message => "${with([1, 'a', true, undef], 0x1F) |$v, $w| { join($v, $w) }}" }
