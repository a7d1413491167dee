notify { 'e1': message => String(with('a,b,c', ([1, 'a', true, undef] <= "tab\there")) |$v, $w| { "${v.size}" }) }
