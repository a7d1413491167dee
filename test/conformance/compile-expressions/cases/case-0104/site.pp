notify { 'e1': message => String(with([], with(false, /a+/) |$v, $w| { $v.map |$x| { $x } }) |$v, $w| { sprintf('%s|%d|%.2f', $v, $w, $w) }) }
