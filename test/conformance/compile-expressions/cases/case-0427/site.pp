notify { 'e1': message => String(with({}, 0x1F) |$v, $w| { String($v, '%#x') }) }
