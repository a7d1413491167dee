notify { 'e1': message => String(with(-3, '42') |$v, $w| { String($v, '%#x') }) }
