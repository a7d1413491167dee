notify { 'e1': message => "${with({'b' => 2, 'a' => 1}, /^(\d+)-(\w+)$/) |$v, $w| { split($v, ',') }}" }
