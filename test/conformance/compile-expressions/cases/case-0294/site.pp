notify { 'e1': message => String(with({1 => 'x', 'y' => [2]}, /^(\d+)-(\w+)$/) |$v, $w| { -$v }) }
