notify { 'e1': message => "${(9223372036854775807 <= with(1e3, /^(\d+)-(\w+)$/) |$v, $w| { $v ? { $w => 'same', default => 'other' } })}" }
