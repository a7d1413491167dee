notify { 'e1': message => "${with(undef, Hash[String, Integer]) |$v, $w| { {'x' => $v} + {'y' => $w} }}" }
