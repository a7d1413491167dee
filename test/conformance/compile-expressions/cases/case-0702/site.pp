notify { 'e1': message => String(with(Array[Integer], {1 => 'x', 'y' => [2]}) |$v, $w| { {'x' => $v} + {'y' => $w} }) }
