notify { 'e1': message => (with(undef, '0x10') |$v, $w| { join($v) } > (Integer or {'k' => {'n' => 1}})) }
