notify { 'e1': message => String(with(017, (1e3 < -0)) |$v, $w| { "${v[0]}-${w}" }) }
