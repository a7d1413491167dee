notify { 'e1': message => with([1, 2, 3], /a+/) |$v, $w| { "${v[0]}-${w}" } }
