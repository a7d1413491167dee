notify { 'e1': message => String(with({'k' => {'n' => 1}}, (100.0 !~ [])) |$v, $w| { [$v, $w].flatten }) }
