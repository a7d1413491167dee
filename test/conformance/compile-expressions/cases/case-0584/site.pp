notify { 'e1': message => with('Ünïcödé', with('1e2', '0x10') |$v, $w| { max($v, $w) }) |$v, $w| { sprintf('%s|%d|%.2f', $v, $w, $w) } }
