notify { 'e1': message => (with(Undef, 1_000) |$v, $w| { "${v[0]}-${w}" }).unique }
