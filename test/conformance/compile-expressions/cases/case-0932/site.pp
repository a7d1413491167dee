notify { 'e1': message => (with([1, 'a', true, undef], 0x1F) |$v, $w| { Hash($v) } in 1.5e-3) }
