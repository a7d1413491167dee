notify { 'e1': message => with(undef, {'k' => {'n' => 1}}) |$v, $w| { versioncmp($v, $w) } }
