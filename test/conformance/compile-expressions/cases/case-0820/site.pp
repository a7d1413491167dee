notify { 'e1': message => String((2147483648 > with(1.5e-3, /a+/) |$v, $w| { $v.step(2) })) }
