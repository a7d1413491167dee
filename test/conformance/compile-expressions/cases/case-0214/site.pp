notify { 'e1': message => String(with((undef / Enum[a, b]), {}) |$v, $w| { max($v, $w) }) }
