notify { 'e1': message => "${with(100.0, with(017, []) |$v, $w| { "${v[0]}-${w}" }) |$v, $w| { $v.filter |$x| { $x } }}" }
