notify { 'e1': message => with({1 => 'x', 'y' => [2]}, {'k' => {'n' => 1}}) |$v, $w| { "<${v}>" } }
