notify { 'e1': message => with("tab\there", {'k' => {'n' => 1}}) |$v, $w| { $v.all |$x| { $x =~ $w } } }
