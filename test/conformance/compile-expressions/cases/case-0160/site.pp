notify { 'e1': message => "${with(with(Array[Integer], {'b' => 2, 'a' => 1}) |$v, $w| { $v[$w] }, (/^(\d+)-(\w+)$/ <= 1_000)) |$v, $w| { split($v, $w) }}" }
