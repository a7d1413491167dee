define d($v = 0) { notify { "d-${title}": message => $v } }
create_resources(d, { 'x' => { 'v' => 1 } })
