notify { 'e1': message => with('0x10', 1.5e-3) |$v, $w| { versioncmp($v, $w) } }
