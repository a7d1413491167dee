notify { 'e1': message => String(with([1, 'a', true, undef], floor(017)) |$v, $w| { dig($v, 'k', 'n') }) }
