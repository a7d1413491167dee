notify { 'e1': message => with(Float, []) |$v, $w| { versioncmp($v, $w) } }
